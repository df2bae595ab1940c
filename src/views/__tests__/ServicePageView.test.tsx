import { render, screen } from "@testing-library/react";
import { mockStaticQueries } from "../../test-utils/static-query";
import { ServicePageView } from "../ServicePageView";

const features = ["Analyse", "Chatbots", "Workflows", "Schulung"].map((name, index) => ({
  name,
  color: "#1f4e79",
  icon: "chat" as const,
  description: `Beschreibung ${index + 1}`,
}));

describe("ServicePageView", () => {
  beforeEach(() => {
    mockStaticQueries();
    render(
      <ServicePageView
        title="AI & Automatisierung"
        intro="Einführung"
        features={features}
        paragraph="Abschließender Absatz"
        ctaText="Jetzt Beratung anfragen"
      />,
    );
  });

  it("has a 'Back to Home' button to the start page", () => {
    expect(screen.getByRole("link", { name: /Back to Home/ })).toHaveAttribute("href", "/");
  });

  it("shows title, intro and paragraph", () => {
    expect(screen.getByRole("heading", { level: 1, name: "AI & Automatisierung" })).toBeInTheDocument();
    expect(screen.getByText("Einführung")).toBeInTheDocument();
    expect(screen.getByText("Abschließender Absatz")).toBeInTheDocument();
  });

  it("shows the four feature cards with their descriptions", () => {
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Analyse",
      "Chatbots",
      "Workflows",
      "Schulung",
    ]);
    expect(screen.getByText("Beschreibung 4")).toBeInTheDocument();
  });

  it("has the call to action", () => {
    expect(screen.getByRole("link", { name: "Jetzt Beratung anfragen" })).toBeInTheDocument();
  });
});
