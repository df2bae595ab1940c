import { readdirSync, readFileSync } from "fs";
import path from "path";
import { collectionFor, collections } from "../collections";
import { cmsConfig, cmsFieldsFor, type CmsCollection } from "../cms-config";
import { contentType, derivedFields } from "../content-schema";

const contentDir = path.join(__dirname, "..", "..", "..", "content");
const contentFiles = readdirSync(contentDir, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith(".md"))
  .map((file) => file.split(path.sep).join("/"));
const config = cmsConfig({ contentFiles, repo: "owner/website", branch: "main" });

const filesOf = (collection: CmsCollection) => ("files" in collection ? collection.files.map((file) => file.file) : []);

describe("the CMS configuration", () => {
  it("edits every content file: each one belongs to a files entry or a folder collection", () => {
    const listed = config.collections.flatMap(filesOf);
    const folders = config.collections.flatMap((collection) => ("folder" in collection ? [collection.folder] : []));
    for (const file of contentFiles) {
      const full = `content/${file}`;
      expect([full, listed.includes(full) || folders.includes(path.posix.dirname(full))]).toEqual([full, true]);
    }
  });

  it("offers every field the content model declares for a file, and the Markdown body where one is rendered", () => {
    for (const file of contentFiles) {
      const { type } = collectionFor(file)!;
      const derived = derivedFields(type);
      const declared = Object.keys(contentType(type).getFields()).filter((name) => !derived.includes(name));
      const offered = cmsFieldsFor(file).map((field) => field.name);
      const expected = derived.includes("html") ? [...declared, "body"] : declared;
      expect([file, offered]).toEqual([file, expected]);
    }
  });

  it("marks optional fields as optional and offers the icon names as choices", () => {
    const company = cmsFieldsFor("company.md");
    expect(company.find((field) => field.name === "phone")).toMatchObject({ widget: "string", required: false });
    expect(company.find((field) => field.name === "name")).not.toHaveProperty("required");
    const tiles = cmsFieldsFor("home.md").find((field) => field.name === "tiles")!;
    expect(tiles.fields!.find((field) => field.name === "icon")).toMatchObject({
      widget: "select",
      options: expect.arrayContaining(["code", "sparkles"]),
    });
    expect(cmsFieldsFor("team/x.md").find((field) => field.name === "image")).toMatchObject({ widget: "image" });
  });

  it("shows the German label a field declares with @label, and its rule as a hint", () => {
    const company = cmsFieldsFor("company.md");
    expect(company.find((field) => field.name === "representatives")).toMatchObject({
      label: "Vertretungsberechtigte Personen",
      widget: "list",
      field: { label: "Vertretungsberechtigte Personen" },
    });
    expect(company.find((field) => field.name === "processing")!.fields!.map((field) => [field.label, field.widget])).toEqual([
      ["Newsletter", "boolean"],
      ["Werbung per E-Mail, Post, Fax oder Telefon", "boolean"],
      ["Reichweitenmessung (Webanalyse)", "boolean"],
    ]);
    const providers = company.find((field) => field.name === "providers")!.fields!;
    expect(providers.find((field) => field.name === "newsletter")).toMatchObject({ label: "Newsletter-Versand", required: false });
    expect(providers.find((field) => field.name === "mail")!.fields!.find((field) => field.name === "country")).toMatchObject({
      label: "Land der Verarbeitung",
      hint: expect.stringContaining("Never left empty"),
    });
  });

  it("sends every change through a pull request on GitHub, or edits the files here with decap-server", () => {
    expect(config).toMatchObject({
      backend: { name: "github", repo: "owner/website", branch: "main" },
      publish_mode: "editorial_workflow",
      local_backend: true,
    });
  });

  it("shows no input for a page's address, so an editor cannot move or break a page", () => {
    const types = contentFiles.map((file) => collectionFor(file)!.type);
    const withSlug = contentFiles.filter((_, index) => "slug" in contentType(types[index]).getFields());
    expect(withSlug.length).toBeGreaterThan(0);
    for (const file of withSlug) expect(cmsFieldsFor(file).find((field) => field.name === "slug")).toMatchObject({ widget: "hidden" });
  });

  it("keeps each folder's photos in its own folder under content/images/, where the files name them", () => {
    for (const name of ["team", "projects"]) {
      const collection = config.collections.find((candidate) => candidate.name === name)!;
      expect(collection).toMatchObject({ media_folder: `../images/${name}`, public_folder: `../images/${name}` });
      const folder = path.join(contentDir, name);
      for (const file of readdirSync(folder).filter((entry) => entry.endsWith(".md"))) {
        const image = /^image: "([^"]+)"/m.exec(readFileSync(path.join(folder, file), "utf8"))?.[1];
        if (image) expect(image.startsWith(`../images/${name}/`)).toBe(true);
      }
    }
  });

  it("lists files by their title where one is given, and shows no preview pane", () => {
    const titled = cmsConfig({ contentFiles, titles: { "services/ai.md": "AI & Automatisierung" }, repo: "o/w", branch: "main" });
    const services = titled.collections.find((collection) => collection.name === "services")!;
    expect("files" in services && services.files.find((file) => file.file === "content/services/ai.md")?.label).toBe(
      "AI & Automatisierung",
    );
    for (const collection of config.collections) expect(collection.editor).toEqual({ preview: false });
  });

  it("covers every content type of the model", () => {
    const types = new Set(contentFiles.map((file) => collectionFor(file)!.type));
    expect([...types].sort()).toEqual([...new Set(collections.map((collection) => collection.type))].sort());
  });
});
