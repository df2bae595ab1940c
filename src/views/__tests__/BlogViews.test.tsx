import { render, screen, within } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { mockStaticQueries } from "../../test-utils/static-query";
import { BlogListView } from "../BlogListView";
import { BlogPostView } from "../BlogPostView";

const teaser = (day: number) => ({
  slug: `beitrag-${day}`,
  title: `Beitrag ${day}`,
  description: `Worum es in Beitrag ${day} geht`,
  date: `2026-03-${String(day).padStart(2, "0")}`,
  updated: null,
  authorProfile: { name: "Erika Beispiel" },
  topicList: [{ label: "Recht", path: "/blog/thema/recht/" }],
  draft: false,
});

describe("BlogListView", () => {
  it("links each article by its headline, with its date as <time datetime>, its author and its topics", () => {
    render(
      <BlogListView
        title="Blog"
        articles={[teaser(2), teaser(1)]}
        pagination={{ page: 1, pageCount: 1, newerPath: null, olderPath: null }}
      />,
    );
    const [first] = screen.getAllByRole("article");
    expect(within(first).getByRole("link", { name: "Beitrag 2" })).toHaveAttribute("href", "/blog/beitrag-2/");
    expect(first.querySelector("time")).toHaveAttribute("datetime", "2026-03-02");
    expect(first).toHaveTextContent("Erika Beispiel");
    expect(within(first).getByRole("list", { name: "Themen: Beitrag 2" })).toContainElement(
      within(first).getByRole("link", { name: "Recht" }),
    );
    // One page: no pagination to announce.
    expect(screen.queryByRole("navigation", { name: "Weitere Beiträge" })).toBeNull();
  });

  it("names the newer and older pages in words a screen reader reads, with rel prev and next", () => {
    render(
      <BlogListView
        title="Blog"
        articles={[teaser(1)]}
        pagination={{ page: 2, pageCount: 3, newerPath: "/blog/", olderPath: "/blog/seite/3/" }}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Weitere Beiträge" });
    // jsdom knows no CSS and counts the hidden span as a block (one more space than a browser's name).
    expect(within(nav).getByRole("link", { name: /^Neuere Beiträge ?, Seite 1 von 3$/ })).toHaveAttribute("rel", "prev");
    expect(within(nav).getByRole("link", { name: /^Ältere Beiträge ?, Seite 3 von 3$/ })).toHaveAttribute("href", "/blog/seite/3/");
    expect(within(nav).getByRole("link", { name: /^Ältere Beiträge ?, Seite 3 von 3$/ })).toHaveAttribute("rel", "next");
    expect(nav).toHaveTextContent("Seite 2 von 3");
  });
});

describe("BlogPostView", () => {
  const image: IGatsbyImageData = { layout: "fixed", width: 64, height: 64, images: { fallback: { src: "/a.jpg" } } };

  beforeEach(() => {
    mockStaticQueries();
    render(
      <BlogPostView
        title="Ein Beitrag"
        date="2026-03-01"
        updated="2026-03-08"
        timeToRead={4}
        draft={false}
        author={{ name: "Erika Beispiel", role: "Gründerin", image, imageAlt: "Foto von Erika Beispiel" }}
        topics={[{ label: "Recht", path: "/blog/thema/recht/" }]}
        html="<h2 id='abschnitt'>Abschnitt</h2><p>Text</p>"
        ctaIntro="Fragen?"
        ctaText="Jetzt Kontakt aufnehmen"
      />,
    );
  });

  it("shows the headline, both days as <time datetime>, the reading time and the author with photo and role", () => {
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Ein Beitrag");
    expect([...document.querySelectorAll("time")].map((time) => time.getAttribute("datetime"))).toEqual(["2026-03-01", "2026-03-08"]);
    expect(screen.getByText(/Lesezeit: 4 Minuten/)).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Foto von Erika Beispiel" })).toBeInTheDocument();
    expect(screen.getByText("Gründerin", { exact: false })).toBeInTheDocument();
  });

  it("renders the body, links the topics and ends with the call to action to the contact form", () => {
    expect(screen.getByRole("heading", { level: 2, name: "Abschnitt" })).toHaveAttribute("id", "abschnitt");
    expect(screen.getByRole("link", { name: "Recht" })).toHaveAttribute("href", "/blog/thema/recht/");
    expect(screen.getByRole("link", { name: "Jetzt Kontakt aufnehmen" })).toHaveAttribute("href", "/kontakt/");
  });

  it("shows the article's own picture with its description, where it has one", () => {
    const { container } = render(
      <BlogPostView
        title="Mit Bild"
        date="2026-03-01"
        updated={null}
        timeToRead={1}
        draft={true}
        author={{ name: "Erika Beispiel", role: "Gründerin", image, imageAlt: "Foto" }}
        topics={[]}
        picture={{ image, alt: "Ein Diagramm der Ladezeiten" }}
        html="<p>Text</p>"
        ctaIntro="Fragen?"
        ctaText="Anfragen"
      />,
    );
    expect(within(container).getByRole("img", { name: "Ein Diagramm der Ladezeiten" })).toBeInTheDocument();
    expect(within(container).getByRole("heading", { level: 1 })).toHaveTextContent("Mit Bild (Entwurf)");
  });
});
