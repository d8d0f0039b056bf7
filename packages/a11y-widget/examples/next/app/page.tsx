// A Server Component page: plain content, no client code of its own.
export default function Home() {
  return (
    <main>
      <h1>Next.js consumer</h1>
      {Array.from({ length: 30 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of sample paragraphs
        <p key={i} id={`p${i}`}>
          Paragraph {i}, with <a href={`#p${(i + 1) % 30}`}>a link to paragraph {(i + 1) % 30}</a>.
        </p>
      ))}
    </main>
  )
}
