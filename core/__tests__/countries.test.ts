import { countriesOf, countryNames, insideEea, isCountryCode } from "../countries";

describe("countries", () => {
  it("names a declared code in each language, and a list country by country", () => {
    expect(countryNames("DE", "en")).toBe("Germany");
    expect(countryNames("DE", "de")).toBe("Deutschland");
    expect(countryNames("IE, US", "en")).toBe("Ireland, United States");
    expect(countryNames("IE,US", "de")).toBe("Irland, Vereinigte Staaten");
  });

  it("leaves a placeholder, and a code no country has, as written", () => {
    expect(countryNames("[Platzhalter: Land, z. B. DE]", "en")).toBe("[Platzhalter: Land, z. B. DE]");
    expect(countryNames("XX", "en")).toBe("XX");
    expect(isCountryCode("XX")).toBe(false);
    expect(isCountryCode("de")).toBe(false);
    expect(isCountryCode("NO")).toBe(true);
  });

  it("tells the EU/EEA from elsewhere, every declared country counting, none declared counting as outside", () => {
    expect(insideEea("DE, IE")).toBe(true);
    expect(insideEea("NO, EU")).toBe(true);
    expect(insideEea("DE, US")).toBe(false);
    expect(insideEea("CH")).toBe(false);
    expect(insideEea("")).toBe(false);
    expect(insideEea("[Platzhalter: Land der Verarbeitung, z. B. DE]")).toBe(false);
    expect(countriesOf(" DE, IE ,US ")).toEqual(["DE", "IE", "US"]);
  });
});
