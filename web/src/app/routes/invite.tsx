// /invite/:id?token=: a staff invitation (DESIGN.md section 15). Being built (issue 24).
export function Component() {
  return <h1>Invitation</h1>;
}
