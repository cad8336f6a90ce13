import { Link } from "react-router";
import { isolateMixedValues, mixesScripts, parseMessageText } from "../message-text";

/**
 * An assistant message as text with in-app links; never rendered as HTML. In a message that mixes
 * Arabic and Latin, each value and each link is isolated (<bdi>, dir="auto"), so a Latin value in
 * an Arabic answer, or the reverse, keeps its own order and stays where it was written.
 */
export function MessageText({ content, onNavigate }: { content: string; onNavigate?: () => void }) {
  const isMixed = mixesScripts(content);
  let offset = 0;
  return parseMessageText(content).map((part) => {
    // The parts of a message never move, so where a part starts identifies it.
    const key = offset;
    offset += part.text.length + 1;
    if (part.kind === "link") {
      return (
        <Link
          key={key}
          to={part.href}
          onClick={onNavigate}
          dir={isMixed ? "auto" : undefined}
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {part.text}
        </Link>
      );
    }
    let runOffset = 0;
    return (
      <span key={key}>
        {isolateMixedValues(part.text, isMixed).map((run) => {
          const runKey = runOffset;
          runOffset += run.text.length;
          return run.isolated ? <bdi key={runKey}>{run.text}</bdi> : run.text;
        })}
      </span>
    );
  });
}
