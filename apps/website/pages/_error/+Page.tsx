import { usePageContext } from 'vike-react/usePageContext'

// SPEC section 2: unknown routes show "Stran ne obstaja"; fatal errors show the error page.
export default function Page() {
  const { is404 } = usePageContext()
  return (
    <main id="main">
      {is404 ? (
        <>
          <h1>Stran ne obstaja</h1>
          <p>Stran, ki ste jo iskali, ne obstaja ali je premaknjena.</p>
        </>
      ) : (
        <>
          <h1>Prišlo je do napake</h1>
          <p>Stran se ni naložila. Poskusite znova čez nekaj trenutkov.</p>
        </>
      )}
    </main>
  )
}
