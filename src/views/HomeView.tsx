import { css } from "@emotion/react";
import { Tile } from "../components/ui/Tile";
import { brand, colors, gradient, mq, shadow, space } from "../theme/tokens";
import { useLocalAddress } from "../i18n/language";

const intro = css`
  max-width: 40rem;
  margin: ${space.xl} auto;
  text-align: center;
  h1 {
    margin: 0 0 ${space.md};
    font-size: clamp(1.8rem, 5vw, 3rem);
  }
  p {
    margin: 0;
    color: ${colors.inkMuted};
    font-size: 1.15rem;
  }
  p + p {
    margin-top: ${space.md};
  }
  a {
    display: inline-block;
    padding: ${space.xs} 0;
    color: ${colors.ink};
    font-weight: 700;
  }
`;

const grid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.md};
  max-width: 52rem;
  margin: 0 auto;
  padding: 0;
  list-style: none;
  /* Each tile fills its row's height, so the tiles of a row end together. */
  li {
    display: grid;
  }
  ${mq.aboveSmall} {
    gap: ${space.lg};
  }
  /* One highlighted tile at a time: while the pointer rests on one, the focused one stays down. */
  &:has(a:hover) a:focus-visible:not(:hover) {
    transform: none;
    box-shadow: ${shadow.card};
  }
`;

const roundButton = css`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 8rem;
  height: 8rem;
  margin: ${space.xl} auto 0;
  border-radius: 50%;
  background: ${gradient([brand.night, brand.indigo])};
  color: ${colors.onColor};
  /* On the night-blue page the night end would fade into it: the logo's indigo and violet instead (white 5.8:1). */
  ${mq.dark} {
    background: ${gradient([brand.indigo, brand.violet])};
  }
  font-weight: 700;
  text-align: center;
  text-decoration: none;
  ${mq.motionOk} {
    transition: transform 0.25s ease;
  }
  &:hover,
  &:focus-visible {
    transform: scale(1.06);
  }
`;

export function HomeView(home: Omit<NonNullable<Queries.HomePageQuery["homePage"]>, "seo">) {
  // A tile whose page has no translation is not shown on a translated start page.
  const localAddress = useLocalAddress();
  const shown = home.tiles.flatMap((tile) => {
    const path = localAddress(tile.path);
    return path ? [{ ...tile, path }] : [];
  });
  const buttonPath = localAddress(home.roundButton.path);
  const projectsPath = localAddress(home.projectsLink.path);
  return (
    <>
      <section css={intro}>
        <h1>{home.headline}</h1>
        <p>{home.intro}</p>
        {projectsPath && (
          <p>
            <a href={projectsPath}>
              {home.projectsLink.label}&nbsp;<span aria-hidden="true">→</span>
            </a>
          </p>
        )}
      </section>
      <ul css={grid}>
        {shown.map((tile) => (
          <li key={tile.path}>
            <Tile {...tile} />
          </li>
        ))}
      </ul>
      {buttonPath && (
        <a href={buttonPath} css={roundButton}>
          {home.roundButton.label}
        </a>
      )}
    </>
  );
}
