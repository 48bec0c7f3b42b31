// /check-in/:id?pass=: what a race pass's QR code opens (DESIGN.md section 15). Being built (issue 24).
export function Component() {
  return <h1>Race pass</h1>;
}
