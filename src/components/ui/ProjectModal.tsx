import { css } from "@emotion/react";
import { useLabels } from "../../i18n/language";
import { LabelText, labelLang } from "./LabelText";
import { radius, space, unscripted } from "../../theme/tokens";
import { primaryButton } from "./button-styles";
import { invokes } from "./dialog-commands";
import { closeButton, modal } from "./dialog-styles";
import { ResponsiveImage } from "./ResponsiveImage";
import type { ProjectCardData } from "./ProjectCard";

// Without JavaScript, and on paper, the details stand open below their card instead.
const standingOpen = `
  position: static;
  display: block;
  width: auto;
  margin: 0;
  padding: 0 ${space.lg} ${space.lg};
  box-shadow: none;
  > button {
    display: none;
  }
`;

const details = css`
  width: min(44rem, calc(100% - 2rem));
  ${unscripted} {
    ${standingOpen}
  }
  /* On paper the card above names the project already, and the link to it is a line of text with its address
     (theme/print-css.ts), not a button. */
  @media print {
    ${standingOpen}
    > h2 {
      display: none;
    }
    > a {
      display: inline;
      min-height: 0;
      padding: 0;
      background: none;
      color: inherit;
      text-decoration: underline;
    }
  }
`;

const picture = css`
  margin: ${space.md} 0;
  border-radius: ${radius.sm};
  /* At the paper's full width a screenshot would take half a page (!important: the image's own box is an inline style). */
  @media print {
    max-width: 50% !important;
  }
`;

/**
 * A project's details in a native modal <dialog>. Focus starts on the project's name (`autofocus`), not the close
 * button: screen readers then read the name and go on into the details (Orca announced only "Schließen").
 */
export function ProjectModal({ project, id }: { project: ProjectCardData; id: string }) {
  const labels = useLabels();
  return (
    <dialog id={id} css={[modal, details]} aria-labelledby={`${id}-titel`}>
      <button type="button" css={closeButton} aria-label={labels.closeDialog} {...invokes("close", id)}>
        <span aria-hidden="true">×</span>
      </button>
      <h2 id={`${id}-titel`} tabIndex={-1} {...{ autofocus: "" }}>
        {project.name}
      </h2>
      <ResponsiveImage image={project.image} alt={project.imageAlt} css={picture} />
      <div dangerouslySetInnerHTML={{ __html: project.html }} />
      <a
        href={project.link}
        css={primaryButton}
        {...(/^https?:\/\//.test(project.link) && { target: "_blank", rel: "noopener noreferrer" })}
        {...labelLang(labels.goToProject)}
      >
        <LabelText label={labels.goToProject} />
      </a>
    </dialog>
  );
}
