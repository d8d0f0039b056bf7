import { dispatchLinksChanged } from '../delivery/linkEvents.js'

// New links after a client-side navigation: let the preloader see them.
export default () => {
  dispatchLinksChanged()
}
