// The contact form's validation and sending code (formCode.ts) is a chunk of its own, fetched on
// demand: on the first sign that the visitor is using the form, and at the latest when it is submitted.

/** The module of the form's code. */
export type FormCode = typeof import('./formCode.js')['formCode']

let loadedCode: FormCode | undefined
let loadingCode: Promise<FormCode | undefined> | undefined

/**
 * Fetches the form's code once. Resolves with the module; with undefined when the chunk could not
 * load and the site's chunk-error handler is reloading the page for it (the build's module preloader
 * then swallows the error); rejects when it could not load and no reload follows. A failed download is
 * tried again on the next call.
 */
export function loadFormCode(): Promise<FormCode | undefined> {
  loadingCode ??= import('./formCode.js').then(
    (module: typeof import('./formCode.js') | undefined) => {
      const code = module?.formCode
      if (code) loadedCode = code
      else loadingCode = undefined
      return code
    },
    (error: unknown) => {
      loadingCode = undefined
      throw error
    },
  )
  return loadingCode
}

/** The form's code once it has arrived, else undefined: with it, a submission is handled at once. */
export function loadedFormCode(): FormCode | undefined {
  return loadedCode
}
