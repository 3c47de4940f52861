/** The title (and optional line under it) that opens each section of the landing page. */
export function SectionHeading({ id, title, text }: { id: string; title: string; text?: string }) {
  return (
    <div className="section-heading">
      <h2 id={id}>{title}</h2>
      {text && <p>{text}</p>}
    </div>
  );
}
