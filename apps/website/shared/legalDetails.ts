/** The company's legal details as the footer shows them (layouts/LegalDetails.tsx), in one language. */
export interface LegalDetailsData {
  /** The name of the group, for assistive technology. */
  label: string
  /** Name with legal form: "Firma d.o.o.". */
  name: string
  /** The registered office, when the facts give it: "Vzorčna ulica 12, 1000 Ljubljana". */
  office: string | null
  /** Registry court, registration number, VAT number, share capital: those the facts give. */
  entries: { label: string; value: string }[]
}
