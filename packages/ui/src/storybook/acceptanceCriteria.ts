const focusVisible =
  'see where focus is at all times: a 3 px outline of at least 3:1 against its background, in every colour scheme'

/** Accessibility acceptance criteria of the design system's components, by Storybook title. */
export const uiAcceptanceCriteria = {
  'Components/Button': {
    keyboard: [
      'reach every button and button-styled link with Tab, in reading order',
      'press a button with Enter or Space, and follow a button-styled link with Enter',
      focusVisible,
    ],
    screenReader: [
      'hear a button as a button and a button-styled link as a link, each by its visible text',
      'hear a disabled button as unavailable (“dimmed”), and not reach it with Tab',
    ],
    other: ['the text wraps instead of being cut off at 320 CSS pixels and with text at 200 %'],
  },
  'Components/Card': {
    keyboard: [
      'reach a linked card with one Tab stop (its title), not one per element inside it',
      'open the card’s page with Enter',
      focusVisible,
    ],
    screenReader: [
      'find the card by its heading (level 3 unless set) in the headings list',
      'hear the link named by the card’s title alone, so a list of links makes sense out of context',
      'hear the image’s text alternative, or nothing for a decorative image',
    ],
    other: ['clicking anywhere on a linked card opens it'],
  },
  'Components/CaseStudy': {
    keyboard: [
      'reach the links to the product families with Tab, after the story they belong to',
      focusVisible,
    ],
    screenReader: [
      'find the reference by its heading, the client’s name or description, in the headings list',
      'hear the reference as an article named by that heading',
      'hear each figure together with its label, such as “200.000+ uporabnikov”, as one list item',
      'hear the quote as a quotation, followed by who said it',
    ],
    other: ['long words and figures wrap instead of being cut off at 320 CSS pixels and with text at 200 %'],
  },
  'Components/Carousel': {
    keyboard: [
      'reach the pause or play button, then “previous” and “next”, before the slides',
      'stop the rotation by pressing the pause button; rotation also stops while focus is inside the carousel',
      'move between slides with the previous and next buttons; links on slides out of view are skipped',
      focusVisible,
    ],
    screenReader: [
      'hear the carousel as a region with its name and the role “carousel” (“vrtiljak”)',
      'hear each slide as a group named by its position, such as “2 of 5”',
      'hear the new slide’s position after pressing previous or next, and nothing while it rotates by itself',
      'hear the pause button’s state change to “play” once rotation has stopped',
    ],
    other: [
      'rotation does not start when the system asks for reduced motion or the widget pauses animations',
      'without JavaScript the slides are a sideways scroller, with nothing hidden',
    ],
  },
  'Components/CookieBanner': {
    keyboard: [
      'reach the banner near the top of the page, before the main content, and the two choices with Tab',
      'choose with Enter or Space; focus moves to the one-line confirmation, and “Hide” hides it',
      'open the banner again from “Cookie settings” in the footer; focus moves to the banner',
      focusVisible,
    ],
    screenReader: [
      'find the banner as a region named “Cookies on this site” (“Piškotki na tem spletnem mestu”); it has no heading, so the page’s own h1 is the first heading although the banner comes first',
      'hear “I agree” and “Reject” as two buttons of equal weight',
      'hear the confirmation of the choice read out after pressing a button',
      'follow the link to the privacy notice before choosing',
    ],
    other: [
      'the banner pushes the page down and covers nothing, at any width and text size',
      'on a 375 × 667 phone it takes at most a quarter of the first screen; the confirmation is one short line',
      'without JavaScript the two buttons submit a form to the site, and the choice still holds',
    ],
  },
  'Components/LanguageSelector': {
    keyboard: [
      'reach each language with Tab and switch with Enter; the site hears the choice (`onLocaleChange`)',
      focusVisible,
    ],
    screenReader: [
      'hear each language’s name pronounced in that language (each link has its own `lang`)',
      'hear which language is shown now (“current”)',
      'in the compact switch, hear the code that is on screen followed by the language’s full name (“EN English”)',
    ],
    other: ['each link of the compact switch is a target at least 44 by 44 CSS pixels'],
  },
  'Components/LogoWall': {
    keyboard: ['pass the list without a Tab stop: it holds names only, no links'],
    screenReader: ['hear the list by its name, with the number of partners, and each partner’s name'],
    other: [
      'the names reflow into fewer columns at narrow widths and with large text',
      'every row spans the wall, whatever the mix of logos and names: no half-empty last row',
    ],
  },
  'Components/Navigation': {
    keyboard: [
      'reach every main link with Tab; below 1280 CSS pixels, open the “Menu” button with Enter or Space first',
      'close the open menu with Escape; focus returns to the “Menu” button',
      'tab past the menu’s last link and the menu closes, so it never covers what has focus',
      focusVisible,
    ],
    screenReader: [
      'find the main and footer navigation as two navigation landmarks with different names',
      'hear the link of the page being shown as “current page”',
      'hear the “Menu” button as collapsed or expanded',
      'in the footer, find each group of links by its heading',
    ],
    other: [
      'the open menu spans the screen under the header, each link a row at least 44 CSS pixels tall; the header and logo do not move',
      'without JavaScript the menu opens and closes the same way (it is a disclosure element)',
      'the current page is marked by a thick underline and a bar, not by colour alone',
    ],
  },
  'Components/Wordmark': {
    keyboard: ['meet no Tab stop of its own; the link around it (the home page) is one Tab stop'],
    screenReader: [
      'hear the company name and legal form once; the mark, a letter drawn in a square, is hidden',
    ],
    other: [
      'the mark is built from the configured name’s first letter, so a new name needs no new artwork',
      'it follows the text size and the seven colour schemes; in high contrast the mark is outlined',
    ],
  },
  'Components/PageHeader': {
    keyboard: ['meet no Tab stop in the header unless the page adds links or buttons to it'],
    screenReader: [
      'find the page’s title as its one level-1 heading',
      'hear the image’s text alternative, or nothing for a decorative image',
    ],
    other: ['the image keeps its space while loading, so the text does not jump'],
  },
  'Components/SiteHeader': {
    keyboard: [
      'meet the wordmark’s link (the home page) first, then the navigation and the tools, in reading order',
      focusVisible,
    ],
    screenReader: [
      'find the header as the page’s banner landmark',
      'hear the wordmark’s link as the firm’s name followed by “home page”, and as the current page on the home page',
    ],
    other: [
      'on a 320 CSS pixel phone the wordmark, the menu button and the tools share one row; a name of more than 12 characters leaves the mark alone there, never three crammed lines',
      'a returning header comes back as soon as the reader scrolls up, stays while anything in it has focus, and does not slide under reduced motion',
      'with text at +100 % the row wraps and never scrolls sideways',
    ],
  },
  'Components/SiteFooter': {
    keyboard: [
      'meet the wordmark’s link, the firm’s contact links, the link groups and the last row’s controls, in reading order',
      focusVisible,
    ],
    screenReader: [
      'find the footer as the page’s contentinfo landmark',
      'find the contact details and each group of links by its heading',
    ],
    other: [
      'text and controls on the brand fill keep at least 4.5:1 contrast in every colour scheme',
      'from 960 CSS pixels the firm’s column and the link groups stand side by side; below, they stack',
    ],
  },
  'Components/ShowMore': {
    keyboard: [
      'reach the “Show more” button with Tab and open or close the content with Enter or Space',
      'continue with Tab into the content just opened',
      focusVisible,
    ],
    screenReader: [
      'hear the button as collapsed or expanded, followed by what it opens when there are several',
      'hear the opened content right after the button, in reading order',
    ],
    other: ['without JavaScript the content is shown in full'],
  },
  'Components/SkipLinks': {
    keyboard: [
      'reach the skip links with the first Tab presses on every page; each one becomes visible when focused',
      'jump to the main content or the footer with Enter; focus moves there',
      'open the accessibility widget with the third skip link; focus returns to it when the dialog closes',
      focusVisible,
    ],
    screenReader: [
      'hear the skip links first in the page, each named by where it goes',
      'continue reading from the target after following one',
    ],
    other: ['a visible skip link pushes the page down instead of covering the header'],
  },
  'Components/TeamMember': {
    keyboard: ['meet no Tab stop: a team member is text and a photo only'],
    screenReader: [
      'find each person by a heading with their name',
      'hear the photo as “Portrait of” followed by the name (“Portret: …” in Slovenian)',
    ],
  },
  'Components/Testimonial': {
    keyboard: ['meet no Tab stop: a testimonial is text only'],
    screenReader: [
      'hear the quotation as a block quote, followed by who said it and their role',
      'hear the quotation marks of the page’s language',
    ],
  },
  'Components/VideoPromo': {
    keyboard: [
      'reach the “Pause video” or “Play video” button with Tab and use it with Enter or Space',
      'use the video’s own controls with the keyboard, captions included',
      focusVisible,
    ],
    screenReader: [
      'hear the video’s title and its description',
      'hear the play or pause button’s current action',
      'turn on captions',
    ],
    other: [
      'the video never plays with sound by itself, and never starts under reduced motion or paused animations',
      'a visitor’s pause sticks: the video does not start again by itself',
    ],
  },
  'Components/Icon': {
    keyboard: ['never reach an icon: it is not interactive'],
    screenReader: ['hear nothing of an icon, only the text beside it'],
    other: ['icons are drawn in the text colour, in every colour scheme and in forced colours'],
  },
  'Components/StatusMessage': {
    keyboard: ['keep focus where it was when a message appears'],
    screenReader: [
      'hear a polite message (status) at the next pause, an urgent one (alert) at once',
      'hear a message put into a region that was there from the start',
    ],
    other: [
      'success and failure are boxed with a thick start border, not told by colour alone',
      'a long email address in a message breaks instead of widening a 320 CSS pixel page',
    ],
  },
  'Components/TextField': {
    keyboard: ['reach the field with Tab and type in it', focusVisible],
    screenReader: [
      'hear the field by its label, with “required” when it is',
      'hear the hint and the error as its description, and the field as invalid when it has an error',
    ],
    other: [
      'clicking the label puts the cursor in the field',
      'an invalid field has a thick start border, so colour is not the only sign',
      'the field keeps what was typed after a failed submission',
    ],
  },
  'Components/ErrorSummary': {
    keyboard: [
      'land on the summary when it appears, so it is read first',
      'reach each problem’s link with Tab and follow it with Enter to the field, its label in view',
      focusVisible,
    ],
    screenReader: [
      'hear the title and the list of problems when the summary appears (an alert)',
      'hear each link by the problem it names',
    ],
    other: ['the box is marked by a thick border in the error colour, not only by its colour'],
  },
  'Components/Illustration': {
    keyboard: ['never reach an illustration with Tab: it is not interactive'],
    screenReader: [
      'hear a named illustration as an image with its text alternative',
      'hear nothing of a decorative one (empty text alternative)',
    ],
    other: [
      'the drawing takes the colour scheme: outlines in the text colour, surfaces in the background colour, accents in the accent colour; in forced colours, the system’s colours',
      'the accessibility widget’s “hide images” hides it, as it hides photographs',
      'it scales down to a 320 CSS pixel column, keeping its proportions',
    ],
  },
  'Components/PostCard': {
    keyboard: [
      'reach the post with two Tab stops, its title and “Preberi objavo” / “Read the post”, and open it with Enter',
      focusVisible,
    ],
    screenReader: [
      'find the post by its heading (level 2 unless set) in the headings list, and the card as an article named by it',
      'hear the title link named by the title alone, and the bottom link with the title after its words (“Preberi objavo: …”), so a list of links makes sense out of context',
      'hear the cover’s text alternative, the date and the read time in words',
    ],
    other: [
      'clicking anywhere on the card opens the post',
      'the text wraps instead of being cut off at 320 CSS pixels and with text at 200 %',
    ],
  },
  'Patterns/NextStep': {
    keyboard: ['reach the button-styled link with one Tab stop and follow it with Enter', focusVisible],
    screenReader: [
      'find the next step as a region named by its heading, in the landmarks and the headings list',
      'hear the link by its words alone',
    ],
    other: ['the heading breaks a long word rather than cut it off at 320 CSS pixels and with text at 200 %'],
  },
  'Patterns/Section': {
    keyboard: ['reach each linked card with one Tab stop, in reading order', focusVisible],
    screenReader: [
      'find the section as a region named by its heading, in the landmarks and the headings list',
      'hear the cards as a list with their number',
    ],
    other: ['the grid reflows to one column at 320 CSS pixels, with no sideways scrolling'],
  },
  'Patterns/FactList': {
    keyboard: ['pass the facts without a Tab stop: they hold nothing to operate'],
    screenReader: ['hear each term with its value, as a description list'],
    other: ['the facts reflow to one column at 320 CSS pixels; a long value breaks rather than overflow'],
  },
  'Patterns/BackLink': {
    keyboard: ['reach the link with Tab and follow it with Enter', focusVisible],
    screenReader: ['hear the link named by the page it leads to, without the arrow drawn before it'],
  },
  'Patterns/Prose': {
    keyboard: ['reach the links in the text with Tab, in reading order', focusVisible],
    screenReader: [
      'move through the text by its headings, in order from level 2',
      'hear a table by its caption, and each cell with its column’s and row’s header',
    ],
    other: [
      'the text keeps a line length of at most about 70 characters; a table’s cells break long words at 320 CSS pixels',
    ],
  },
  'Patterns/ContactForm': {
    keyboard: [
      'reach the fields and the button with Tab, in the order shown',
      'after a refused submission, start at the error summary and follow a problem’s link with Enter to its field',
      focusVisible,
    ],
    screenReader: [
      'hear each field by its label, with “required” and, after a refusal, its message',
      'hear the error summary’s title and problems as soon as it appears',
      'hear the confirmation of a sent message without moving focus',
    ],
    other: [
      'what was typed stays in the fields after a refusal',
      'the form reflows to one column at 320 CSS pixels and with text at 200 %',
    ],
  },
}
