export const meta = () => [{ title: 'About · host app' }]

export default function About() {
  return (
    <>
      <h1>Prerendered page</h1>
      <h2 className="px-heading">A heading sized in pixels</h2>
      <p className="label">Uppercase label</p>
      <p>The same HTML for every visitor: the server cannot know anyone’s choice here.</p>
      <p id="contact">Write to us.</p>
    </>
  )
}
