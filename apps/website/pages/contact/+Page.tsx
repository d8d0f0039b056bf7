import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { ContactScreen } from './ContactScreen.js'
import type { ContactScreenContent } from './content.js'

// A post without JavaScript is answered with this page, rendered with the post's result (+server.ts),
// which the form shows. Nothing of a result is read from the URL: a link cannot make the page say a
// message was sent.
export default function Page() {
  const { contactForm } = usePageContext()
  const content = useData<ContactScreenContent>()
  return (
    <ContactScreen
      content={content}
      {...(contactForm ? { initialOutcome: contactForm.outcome } : {})}
      {...(contactForm?.values ? { initialValues: contactForm.values } : {})}
    />
  )
}
