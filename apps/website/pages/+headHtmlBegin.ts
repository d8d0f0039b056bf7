// Vike puts stylesheets and font preloads at the very start of <head>, ahead of vike-react's
// <meta charset>, which then ends up past the first 1024 bytes; HTML requires the charset declaration
// to be serialized completely within them (HTML § 4.2.5.4), as browsers only prescan that far.
// vike-react writes <meta charset> before this injection, and Vike puts its assets at this placeholder
// instead of right after <head> (vikejs/vike#638, #695). tests/html.e2e.ts checks the result.
export default '__VITE_PLUGIN_SSR__ASSETS_FIRST__'
