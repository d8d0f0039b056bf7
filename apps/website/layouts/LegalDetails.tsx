import type { LegalDetailsData } from '../shared/legalDetails.js'
import './LegalDetails.css'

/**
 * The company's legal details (content/firm.yaml), as Slovenian company law expects them on a
 * company's website: name with legal form, registered office, registry court, registration number,
 * VAT number and share capital. What the facts do not give is simply absent.
 */
export function LegalDetails({ details }: { details: LegalDetailsData }) {
  return (
    // <address>: the contact details of the site's owner (its implicit role is "group").
    <address className="legal-details" aria-label={details.label}>
      <p className="legal-details__name">
        <strong>{details.name}</strong>
        {details.office ? <>, {details.office}</> : null}
      </p>
      {details.entries.length > 0 ? (
        <dl className="legal-details__entries">
          {details.entries.map((entry) => (
            <div key={entry.label}>
              <dt>{entry.label}:</dt> <dd>{entry.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </address>
  )
}
