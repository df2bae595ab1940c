import { useRef } from "react";
import { css } from "@emotion/react";
import { Link } from "gatsby";
import { labelLang, labels } from "../../i18n/de";
import { LabelText } from "./LabelText";
import { radius, space } from "../../theme/tokens";
import { unscripted } from "../../theme/scripted";
import { primaryButton } from "./button-styles";
import { Modal } from "./Modal";
import { ResponsiveImage } from "./ResponsiveImage";
import type { ProjectCardData } from "./ProjectCard";

// Without JavaScript the details stand open below their card instead.
const details = css`
  width: min(44rem, calc(100% - 2rem));
  ${unscripted} {
    position: static;
    display: block;
    width: auto;
    margin: 0;
    padding: 0 ${space.lg} ${space.lg};
    box-shadow: none;
    > button {
      display: none;
    }
  }
`;

const picture = css`
  margin: ${space.md} 0;
  border-radius: ${radius.sm};
`;

/** True for links that leave the site; those open in a new tab. */
export const isExternal = (href: string) => /^https?:\/\//.test(href);

export function ProjectModal({
  project,
  titleId,
  isOpen,
  onClose,
}: {
  project: ProjectCardData;
  titleId: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  // Focus starts on the project's name, not on the close button the browser would pick: screen
  // readers then read the name and go on into the details (Orca announced only "Schließen").
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Modal isOpen={isOpen} onClose={onClose} labelledBy={titleId} initialFocus={heading} extraCss={details}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {project.name}
      </h2>
      <ResponsiveImage image={project.image} alt={project.imageAlt} css={picture} />
      <div dangerouslySetInnerHTML={{ __html: project.html }} />
      {isExternal(project.link) ? (
        <a href={project.link} css={primaryButton} target="_blank" rel="noopener noreferrer" {...labelLang(labels.goToProject)}>
          <LabelText label={labels.goToProject} />
        </a>
      ) : (
        <Link to={project.link} css={primaryButton} {...labelLang(labels.goToProject)}>
          <LabelText label={labels.goToProject} />
        </Link>
      )}
    </Modal>
  );
}
