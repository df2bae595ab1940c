import { render, screen } from "@testing-library/react";
import { LabelText, labelLang } from "../../components/ui/LabelText";
import { labels, labelText } from "../de";

describe("the interface labels", () => {
  it.each([labels.backToHome, labels.moreInfo, labels.goToProject])("marks the English label %p as English", (label) => {
    render(<LabelText label={label} />);
    expect(screen.getByText(labelText(label))).toHaveAttribute("lang", "en");
    expect(labelLang(label)).toEqual({ lang: "en" });
  });

  it("leaves German labels in the page's language", () => {
    const { container } = render(<LabelText label={labels.backToStart} />);
    expect(container.innerHTML).toBe("Zurück zur Startseite");
    expect(labelLang(labels.backToStart)).toEqual({});
  });
});
