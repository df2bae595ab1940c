import { getImage, type IGatsbyImageData } from "gatsby-plugin-image";

/** A queried node with its image as the data `ResponsiveImage` takes. */
export type WithImage<Node> = Omit<Node, "image"> & { image: IGatsbyImageData };

export function withImage<Node extends { image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } }>({
  image,
  ...node
}: Node): WithImage<Node> {
  return { ...node, image: getImage(image.childImageSharp?.gatsbyImageData ?? null)! };
}
