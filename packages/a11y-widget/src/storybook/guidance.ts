/**
 * Usage guidance of the widget's components, by Storybook title: shown on each component's docs page
 * above its examples, as the design system's components have theirs. Examples name stories of the
 * same component by their export.
 */
export const widgetGuidance = {
  'Components/Accessibility widget/A11yWidget': {
    whenToUse: [
      'Once per site, on every page: the floating button and the dialog let every visitor change text size, spacing, font, colour scheme and reading aids, and keep the choice on every page.',
      'When the site also offers a way to open it from its own header or skip links (the site’s “Accessibility settings” skip link opens the same dialog).',
    ],
    whenNotToUse: [
      'To fix an accessibility failure of the page itself: the page must pass WCAG without the widget; the widget only adapts a page that already works.',
      'Twice on one page, or inside another dialog: one provider, one widget.',
      'For a single setting a page needs (a larger chart): give that page its own control.',
    ],
    dos: [
      {
        text: 'Leave the floating button where it is, in the corner, and keep page content out from under it (the host checklist’s footer clearance).',
        example: 'Closed',
      },
      {
        text: 'Pass the visitor’s cookie consent: settings then last 180 days; without it they last the visit.',
        example: 'OpenWithConsent',
      },
      {
        text: 'Link the site’s accessibility statement from the dialog (`statementHref`).',
        example: 'Open',
      },
      {
        text: 'Let the page’s language choose the dialog’s language, right to left too.',
        example: 'ArabicRightToLeft',
      },
    ],
    donts: [
      { text: 'Don’t open the dialog by itself when a page loads: the visitor opens it.' },
      {
        text: 'Don’t restyle the dialog with the page’s own fonts and colours: it must stay readable in every scheme.',
      },
      { text: 'Don’t set text sizes in pixels in the host page: the widget enlarges text through `rem`.' },
    ],
    content: {
      advice: [
        'The widget’s words are its own (Slovenian and English built in, other languages as language packs); change one with the provider’s `messages` only where the site calls something by another name.',
        'Name the button after what it holds, “Accessibility settings”, never an icon alone.',
      ],
      examples: [
        {
          sl: 'Nastavitve dostopnosti',
          en: 'Accessibility settings',
          note: 'the button and the dialog’s title',
        },
        { sl: 'Ponastavi vse nastavitve', en: 'Reset all settings', note: 'the last button' },
        {
          sl: 'Izjava o dostopnosti',
          en: 'Accessibility statement',
          note: 'the link at the foot of the dialog',
        },
      ],
    },
  },
  'Components/Accessibility widget/A11yProvider': {
    whenToUse: [
      'Around the whole page, once: it holds the visitor’s settings, applies them to `<html>` and gives the widget its language.',
      'With the server entry, so that a returning visitor’s settings are in the first HTML and nothing flashes.',
    ],
    whenNotToUse: [
      'Around one section: the settings apply to the whole document.',
      'To store the site’s own preferences: it keeps only the widget’s.',
    ],
    dos: [
      {
        text: 'Pass the settings the server read from the cookie (`initialPreferences`).',
        example: 'ReturningVisitor',
      },
      { text: 'Pass the consent the cookie banner recorded (`consent`).' },
    ],
    donts: [
      { text: 'Don’t read or write the widget’s cookie yourself: use `onChange` to learn of a change.' },
    ],
    content: {
      advice: ['The provider shows no words of its own; the widget inside it speaks the page’s language.'],
      examples: [
        { sl: 'Nastavitve dostopnosti', en: 'Accessibility settings', note: 'what the widget’s button says' },
      ],
    },
  },
}
