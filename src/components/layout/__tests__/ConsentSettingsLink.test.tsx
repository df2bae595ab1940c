import { fireEvent, render, screen } from "@testing-library/react";
import { ConsentSettingsLink } from "../ConsentSettingsLink";

describe("ConsentSettingsLink", () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).ConsentStandIn;
  });

  it("opens the consent provider's settings once its script has defined them", () => {
    const open = jest.fn(function (this: unknown) {
      return this;
    });
    const provider = { open };
    (window as unknown as Record<string, unknown>).ConsentStandIn = provider;
    render(<ConsentSettingsLink functionPath="ConsentStandIn.open" />);
    const link = screen.getByRole("link", { name: "Cookie-Einstellungen" });
    const followed = fireEvent.click(link);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.results[0].value).toBe(provider); // called on its owner, as providers expect
    expect(followed).toBe(false); // the link's navigation was prevented
  });

  it("leads to the privacy policy before the provider's script has run, or without one", () => {
    render(<ConsentSettingsLink functionPath="ConsentStandIn.open" />);
    const link = screen.getByRole("link", { name: "Cookie-Einstellungen" });
    expect(link).toHaveAttribute("href", "/datenschutz/");
    expect(fireEvent.click(link)).toBe(true);
  });
});
