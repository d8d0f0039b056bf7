import { pageRoute } from '../../shared/routing.js'

export default pageRoute('privacyNotice')
