/** The Webdesign page's content, as the page query delivers it (content/services/webdesign.de.md). */
export type WebdesignContent = NonNullable<Queries.WebdesignPageQuery["webdesignPage"]>;
