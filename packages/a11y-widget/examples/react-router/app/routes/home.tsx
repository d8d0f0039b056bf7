export const meta = () => [{ title: 'Home · host app' }]

const sections = Array.from({ length: 30 }, (_, i) => `section-${i + 1}`)

export default function Home() {
  return (
    <>
      <h1>Server-rendered page</h1>
      <p className="label">Uppercase label</p>
      {sections.map((id) => (
        <p key={id} id={id}>
          A paragraph of the host’s body text, with a link to <a href={`#${id}`}>this {id}</a> in it.
        </p>
      ))}
    </>
  )
}
