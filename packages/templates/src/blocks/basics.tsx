import { useResume } from "../resume-context";
import { classNames } from "./class-names";
import { Picture } from "./picture";

/** The person's name as the page's main heading; nothing when empty. */
export function Name({ className }: { className?: string }) {
  const { basics } = useResume();
  const name = basics.name.trim();
  return name ? <h1 className={classNames("vitae-name", className)}>{name}</h1> : null;
}

/** The headline under the name; nothing when empty. */
export function Headline({ className }: { className?: string }) {
  const { basics } = useResume();
  const headline = basics.headline.trim();
  return headline ? <p className={classNames("vitae-headline", className)}>{headline}</p> : null;
}

/** The basics picture with the person's name as its alternative text. */
export function BasicsPicture({ className }: { className?: string }) {
  const { basics } = useResume();
  return <Picture picture={basics.picture} alt={basics.name.trim()} className={className} />;
}
