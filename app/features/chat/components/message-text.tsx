import { Link } from "react-router";
import { parseMessageText } from "../message-text";

/** An assistant message as text with in-app links; never rendered as HTML. */
export function MessageText({ content, onNavigate }: { content: string; onNavigate?: () => void }) {
  let offset = 0;
  return parseMessageText(content).map((part) => {
    // The parts of a message never move, so where a part starts identifies it.
    const key = offset;
    offset += part.text.length + 1;
    return part.kind === "link" ? (
      <Link
        key={key}
        to={part.href}
        onClick={onNavigate}
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {part.text}
      </Link>
    ) : (
      <span key={key}>{part.text}</span>
    );
  });
}
