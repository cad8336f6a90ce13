import { replace } from "react-router";

// Any unknown path goes home: a 302 on the server, a history replace in the browser (PD-17).
export function loader() {
  throw replace("/");
}

export default function UnknownPath() {
  return null;
}
