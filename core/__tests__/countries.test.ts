import { countriesOf, countryCode, countryNames, insideEea } from "../countries";

describe("countries", () => {
  it("names a country content writes in German in each language, and a list country by country", () => {
    expect(countryNames("Deutschland", "en")).toBe("Germany");
    expect(countryNames("Deutschland", "de")).toBe("Deutschland");
    expect(countryNames("Irland und USA", "en")).toBe("Ireland, USA");
    expect(countryNames("DE", "de")).toBe("Deutschland");
  });

  it("leaves a country it does not know, and a placeholder, as written", () => {
    expect(countryNames("Atlantis", "en")).toBe("Atlantis");
    expect(countryNames("[Platzhalter: Land, z. B. Deutschland]", "en")).toBe("[Platzhalter: Land, z. B. Deutschland]");
  });

  it("gives schema.org the ISO 3166-1 code", () => {
    expect(countryCode("Deutschland")).toBe("DE");
    expect(countryCode(" irland ")).toBe("IE");
    expect(countryCode("Atlantis")).toBe("Atlantis");
  });

  it("tells the EU/EEA from elsewhere, every declared country counting, none declared counting as outside", () => {
    expect(insideEea("Deutschland, Irland")).toBe(true);
    expect(insideEea("Norwegen; EWR")).toBe(true);
    expect(insideEea("Deutschland und USA")).toBe(false);
    expect(insideEea("")).toBe(false);
    expect(insideEea("[Platzhalter: Land der Verarbeitung, z. B. Deutschland]")).toBe(false);
    expect(countriesOf("Deutschland, Irland und USA")).toEqual(["Deutschland", "Irland", "USA"]);
  });
});
