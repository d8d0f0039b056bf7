// The cookie banner's answer: the consent cookie (kept for 180 days when the visitor agrees, for the
// session when they reject), then back to the page the form was sent from.
import { CONSENT_COOKIE } from '../../consent'

const HALF_A_YEAR = 15_552_000

export async function POST(request: Request) {
  const form = await request.formData()
  const granted = form.get('answer') === 'granted'
  const back = samePagePath(request)
  const secure = request.headers.get('x-forwarded-proto') === 'https' ? '; Secure' : ''
  const lifetime = granted ? `; Max-Age=${HALF_A_YEAR}` : ''
  return new Response(null, {
    status: 303,
    headers: {
      Location: back,
      'Set-Cookie': `${CONSENT_COOKIE}=${granted ? 'granted' : 'denied'}; Path=/; SameSite=Lax${lifetime}${secure}`,
    },
  })
}

/** The path of the page the form was sent from, if it is on this site; a relative Location keeps the host. */
function samePagePath(request: Request): string {
  try {
    const referer = new URL(request.headers.get('referer') ?? '')
    return referer.host === request.headers.get('host') ? referer.pathname : '/'
  } catch {
    return '/'
  }
}
