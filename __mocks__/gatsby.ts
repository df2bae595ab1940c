import { createElement, type AnchorHTMLAttributes } from "react";

const gatsby = jest.requireActual("gatsby");

/** Gatsby's Link becomes a plain anchor; queries come from each test's fixtures. */
module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn(
    ({ to, activeClassName, activeStyle, partiallyActive, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & Record<string, unknown>) =>
      createElement("a", { ...rest, href: to as string }),
  ),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
};
