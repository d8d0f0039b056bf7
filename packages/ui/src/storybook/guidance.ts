/**
 * Usage guidance of the design system's components, by Storybook title: shown on each component's
 * docs page above its examples. Examples name stories of the same component by their export.
 */
export const uiGuidance = {
  'Components/Button': {
    whenToUse: [
      'To let someone do something on this page: send a form, accept cookies, open a panel.',
      'The button-styled link (ButtonLink) leads somewhere else, and needs to stand out more than a text link, such as “Show all posts” under a list.',
    ],
    whenNotToUse: [
      'To go to another page within running text: use an ordinary link.',
      'For the page’s navigation: use Navigation.',
    ],
    dos: [
      {
        text: 'Give a page or a form one primary button, for the main thing to do; make the others secondary.',
        example: 'DoOnePrimary',
      },
      { text: 'Show a button as busy while its action runs, so nobody presses it twice.', example: 'Busy' },
      { text: 'Add an icon only when it helps recognition, before the text.', example: 'WithIcon' },
    ],
    donts: [
      {
        text: 'Don’t put two primary buttons side by side: nobody can tell which one matters.',
        example: 'DontTwoPrimary',
      },
      {
        text: 'Don’t disable a button to say a form is incomplete: let people press it and tell them what is missing.',
      },
      { text: 'Don’t make a link look like a button inside running text.' },
    ],
    content: {
      advice: [
        'Start with a verb that says what happens: “Send message”, not “OK” or “Submit”.',
        'Keep it short, two or three words, in sentence case (only the first word capitalised).',
        'In Slovenian, use the verb form the rest of the site uses, the short imperative (“Pošlji sporočilo”, “Sprejmi vse”), never mixed with the polite plural (“Pošljite”).',
      ],
      examples: [
        { sl: 'Pošlji sporočilo', en: 'Send message' },
        { sl: 'Prikaži vse objave', en: 'Show all posts', note: 'a button-styled link' },
        { sl: 'Sprejmi vse', en: 'Accept all', note: 'the cookie banner' },
      ],
    },
  },
  'Components/Card': {
    whenToUse: [
      'To show several things of the same kind as a list people scan and pick from: posts, products, case studies.',
      'When each item leads to a page of its own, so the whole card can be one link.',
    ],
    whenNotToUse: [
      'For one piece of content alone on a page: write it as part of the page.',
      'To box up text for decoration: boxes make people expect something to open.',
    ],
    dos: [
      {
        text: 'Give every card in a list the same parts in the same order: image, title, a short summary.',
        example: 'WithImage',
      },
      { text: 'Make the title say where the card leads; it is the link’s whole name.', example: 'Linked' },
      {
        text: 'In a list of several cards with pictures, make them compact on a phone: the picture goes small beside the title, so the list does not take screen after screen.',
        example: 'CompactOnPhone',
      },
    ],
    donts: [
      { text: 'Don’t put several links or buttons in a linked card: a card is one link.' },
      { text: 'Don’t use an image that carries information only the image shows: say it in the text too.' },
    ],
    content: {
      advice: [
        'Titles of up to about eight words, naming the thing, not “Read more”.',
        'A summary of one or two sentences; the card is a signpost, the page tells the rest.',
      ],
      examples: [
        {
          sl: 'Novi uredniški sistem za regionalne časopise',
          en: 'A new editorial system for regional newspapers',
        },
      ],
    },
  },
  'Components/CaseStudy': {
    whenToUse: [
      'To show a client what the firm has done for someone like them: the problem, what was built and what changed.',
      'On the home page and on the product pages a reference belongs to, two or three at a time.',
    ],
    whenNotToUse: [
      'For a quote alone, with no story behind it: use Testimonial.',
      'For a list of clients’ names: use LogoWall.',
    ],
    dos: [
      {
        text: 'Give results as figures the client has agreed to, each with what it counts.',
        example: 'Default',
      },
      {
        text: 'Describe a client that may not be named (“an IPTV operator in Slovenia”) rather than leave the reference out.',
        example: 'StoryOnly',
      },
    ],
    donts: [
      { text: 'Don’t invent or round up figures: leave the results out until the client confirms them.' },
      { text: 'Don’t use a logo without the client’s permission.' },
    ],
    content: {
      advice: [
        'The problem in one or two sentences, in the client’s words where possible.',
        'What was built in concrete terms: the screens, the systems, the number of users served.',
      ],
      examples: [
        { sl: 'Operater IPTV v Sloveniji', en: 'An IPTV operator in Slovenia', note: 'a client not named' },
      ],
    },
  },
  'Components/Carousel': {
    whenToUse: [
      'For a few (up to five) equal items where showing one at a time saves room: testimonials, a hero with a video.',
    ],
    whenNotToUse: [
      'For anything people must see: most people never look past the first slide. Put it on the page.',
      'For a long list: use cards in a grid.',
    ],
    dos: [
      {
        text: 'Start the rotation only where it adds something, and keep the pause button first.',
        example: 'AutoRotating',
      },
      {
        text: 'Respect “pause animations”: the carousel then waits for the visitor.',
        example: 'AnimationsPaused',
      },
    ],
    donts: [
      { text: 'Don’t put the only copy of important information on a later slide.' },
      { text: 'Don’t use more than five slides.' },
    ],
    content: {
      advice: ['Name the carousel for what it holds; screen readers announce the name with the role.'],
      examples: [{ sl: 'Mnenja strank', en: 'What clients say' }],
    },
  },
  'Components/CookieBanner': {
    whenToUse: ['Once per site, for asking consent to cookies that are not strictly necessary (analytics).'],
    whenNotToUse: [
      'For other announcements: write them on the page.',
      'When the site sets only necessary cookies: no banner is needed then.',
    ],
    dos: [
      {
        text: 'Give “accept” and “reject” the same weight: the same size, the same place.',
        example: 'Undecided',
      },
      { text: 'Confirm the choice and say where to change it later.', example: 'AfterRejecting' },
    ],
    donts: [
      { text: 'Don’t cover the page or trap focus: the banner is a region at the top, never a modal.' },
      { text: 'Don’t pre-tick consent or hide “reject” behind “settings”.' },
    ],
    content: {
      advice: ['Say what the cookies are for in one sentence, in plain words; link to the cookie policy.'],
      examples: [
        { sl: 'Sprejmi analitične piškotke', en: 'Accept analytics cookies' },
        { sl: 'Zavrni', en: 'Reject' },
      ],
    },
  },
  'Components/LanguageSelector': {
    whenToUse: ['In the header of every page, to open the same page in the other language.'],
    whenNotToUse: [
      'To link to a page in another language from text: use an ordinary link with the language marked.',
    ],
    dos: [
      {
        text: 'Write each language’s name in that language, so a reader finds their own.',
        example: 'Default',
      },
      {
        text: 'In a tight header, use the compact switch: the code is shown, the name read out.',
        example: 'Compact',
      },
    ],
    donts: [
      { text: 'Don’t use flags: a flag is a country, not a language.' },
      { text: 'Don’t send people to the other language’s home page: link to the same page.' },
    ],
    content: {
      advice: ['The names never change with the page’s language: “Slovenščina” and “English” on both.'],
      examples: [{ sl: 'Slovenščina', en: 'English' }],
    },
  },
  'Components/LogoWall': {
    whenToUse: ['To show clients or partners who agreed to be named, as a row of logos.'],
    whenNotToUse: ['To tell what was done for them: use a case study with a testimonial.'],
    dos: [{ text: 'Give every logo its organisation’s name as its text alternative.', example: 'Default' }],
    donts: [
      {
        text: 'Don’t recolour logos beyond what their owners allow; the high-contrast schemes show them on their own plate.',
      },
    ],
    content: {
      advice: ['The text alternative is the organisation’s name as it writes it, without “logo”.'],
      examples: [{ sl: 'RTV Slovenija', en: 'RTV Slovenija', note: 'names stay as the owner writes them' }],
    },
  },
  'Components/Navigation': {
    whenToUse: [
      'Main: the site’s few top-level sections, in the header of every page.',
      'Footer: the pages people look for at the end (statement, sitemap, contact).',
    ],
    whenNotToUse: [
      'For actions (log in, send): use buttons.',
      'For links within a page’s text: use ordinary links.',
    ],
    dos: [
      { text: 'Keep the main navigation to five or six items; mark the current section.', example: 'Main' },
      { text: 'On a phone, the items open from one menu button.', example: 'MainMobileOpen' },
    ],
    donts: [
      { text: 'Don’t nest more than one level: a submenu of a submenu is hard on every device.' },
      {
        text: 'Don’t rename sections between pages or languages’ structures: the same place, the same order.',
      },
    ],
    content: {
      advice: ['One or two words per item, the words people use: “Kontakt”, not “Pišite nam”.'],
      examples: [
        { sl: 'Produkti', en: 'Products' },
        { sl: 'O nas', en: 'About us' },
        { sl: 'Kontakt', en: 'Contact' },
      ],
    },
  },
  'Components/PageHeader': {
    whenToUse: ['At the top of every page, once: it holds the page’s only level-one heading.'],
    whenNotToUse: ['For section headings further down: use ordinary headings.'],
    dos: [
      { text: 'Say in the subtitle what the page offers, in one sentence.', example: 'TextOnly' },
      {
        text: 'Use a picture that shows the subject; give it a text alternative, or mark it decorative.',
        example: 'WithImage',
      },
    ],
    donts: [
      { text: 'Don’t put text in the picture: it does not scale, translate or read out.' },
      { text: 'Don’t write a title longer than a line on a phone.' },
    ],
    content: {
      advice: ['The title is the page’s name as the navigation calls it; the browser tab shows it too.'],
      examples: [
        { sl: 'O nas', en: 'About us' },
        {
          sl: 'Programsko opremo za medije razvijamo od leta 2008.',
          en: 'We have built software for media since 2008.',
          note: 'a subtitle',
        },
      ],
    },
  },
  'Components/SiteHeader': {
    whenToUse: [
      'Once, at the top of every page of the site, before the skip target and the page’s main content.',
    ],
    whenNotToUse: [
      'For a section’s or a page’s own title: use PageHeader under it.',
      'Inside a dialog or an embedded widget: they have no site header.',
    ],
    dos: [
      {
        text: 'Keep the row to the wordmark, the main navigation and at most two tools (the language, the site’s settings), so a phone holds them in one row.',
        example: 'Narrow320',
      },
      { text: 'Mark the wordmark’s link as the current page on the home page.', example: 'OnHomePage' },
    ],
    donts: [
      { text: 'Don’t add a call to action or a search box to the row: the page’s header carries the offer.' },
      {
        text: 'Don’t shorten a long firm name by hand: on a phone the mark stands alone for it, and the link reads it whole.',
        example: 'LongNameNarrow320',
      },
    ],
    content: {
      advice: [
        'The wordmark is the firm’s name as registered, without the legal form; screen readers hear it followed by “home page”.',
      ],
      examples: [{ sl: 'Firma — domača stran', en: 'Firma — home page', note: 'the link’s accessible name' }],
    },
  },
  'Components/SiteFooter': {
    whenToUse: ['Once, at the end of every page of the site.'],
    whenNotToUse: ['For a section’s closing call to action: put it in the page, before the footer.'],
    dos: [
      {
        text: 'Group the links under short headings people expect (products, company, legal), the same on every page.',
        example: 'Default',
      },
      { text: 'Give the firm’s legal details in full: company law asks a company’s website for them.' },
    ],
    donts: [
      { text: 'Don’t repeat the whole main navigation as one long list.' },
      {
        text: 'Don’t recolour links or controls in it: the footer points them at the on-brand colours itself.',
      },
    ],
    content: {
      advice: [
        'One tagline under the wordmark says what the firm does, in one sentence.',
        'The last row starts with the copyright line; controls (cookie settings, language) follow it.',
      ],
      examples: [
        {
          sl: 'Programska oprema za televizijo, medije in javne ustanove.',
          en: 'Software for television, media and public institutions.',
          note: 'a tagline',
        },
      ],
    },
  },
  'Components/ShowMore': {
    whenToUse: ['To shorten a long list or text that most people need only the start of.'],
    whenNotToUse: [
      'To hide what everyone needs: show it.',
      'For questions and answers: use headings people can scan.',
    ],
    dos: [
      { text: 'Show enough before the button that people know what more there is.', example: 'Collapsed' },
    ],
    donts: [{ text: 'Don’t hide the only call to action behind “show more”.' }],
    content: {
      advice: ['Say what appears: “Show all 12 projects”, not “More”.'],
      examples: [{ sl: 'Pokaži vse projekte', en: 'Show all projects' }],
    },
  },
  'Components/SkipLinks': {
    whenToUse: ['First in every page, so keyboard users can jump past the header to the content.'],
    whenNotToUse: ['Anywhere but the top of the page.'],
    dos: [{ text: 'Leave them hidden until focused: they appear on the first Tab.', example: 'Focused' }],
    donts: [{ text: 'Don’t add more than two or three links.' }],
    content: {
      advice: ['Say where the link goes, starting with the verb.'],
      examples: [
        { sl: 'Skoči na vsebino', en: 'Skip to content' },
        { sl: 'Nastavitve dostopnosti', en: 'Accessibility settings' },
      ],
    },
  },
  'Components/TeamMember': {
    whenToUse: ['On the about page, to introduce the people behind the firm with a photo, name and role.'],
    whenNotToUse: ['For quotes from clients: use Testimonial.'],
    dos: [{ text: 'Use photos of one shape and style for the whole team.', example: 'Default' }],
    donts: [
      {
        text: 'Don’t repeat the name in the photo’s text alternative; describe the photo or leave it empty.',
      },
    ],
    content: {
      advice: ['Roles in sentence case, as people would say them.'],
      examples: [{ sl: 'vodja razvoja', en: 'Head of development' }],
    },
  },
  'Components/Testimonial': {
    whenToUse: ['To let a client say in their words what the work did for them.'],
    whenNotToUse: ['For praise without a name: quote people who agreed to be named, or none.'],
    dos: [
      {
        text: 'Keep quotes short, one or two sentences, with the person’s name and role.',
        example: 'Default',
      },
    ],
    donts: [{ text: 'Don’t edit a quote into words the client did not say.' }],
    content: {
      advice: ['Quote the client’s language; translate a quote only with their approval.'],
      examples: [{ sl: 'vodja digitalnih medijev', en: 'Head of digital media', note: 'a role' }],
    },
  },
  'Components/VideoPromo': {
    whenToUse: ['For a short video that shows the work better than words, with captions.'],
    whenNotToUse: ['For information people need: write it on the page, and let the video repeat it.'],
    dos: [
      { text: 'Start paused; autoplay only muted, and never under “pause animations”.', example: 'Paused' },
      { text: 'Describe the video in a sentence beside it.' },
    ],
    donts: [{ text: 'Don’t use a video without captions.' }],
    content: {
      advice: ['The description says what the video shows and how long it is.'],
      examples: [{ sl: 'Kako deluje glasovalni sistem (1 min)', en: 'How the voting system works (1 min)' }],
    },
  },
  'Components/Wordmark': {
    whenToUse: ['For the firm’s name in the header and footer, linking to the home page.'],
    whenNotToUse: ['For other organisations’ names: use LogoWall.'],
    dos: [{ text: 'On the brand colour, use the on-brand tone.', example: 'OnBrand' }],
    donts: [{ text: 'Don’t stretch, recolour or rebuild the wordmark from a picture.' }],
    content: {
      advice: ['The wordmark reads out as the firm’s name; a link around it says where it goes.'],
      examples: [{ sl: 'Firma, domov', en: 'Firma, home' }],
    },
  },
  'Components/Icon': {
    whenToUse: ['Beside a short text, to help people recognise it at a glance: the highlights of a product.'],
    whenNotToUse: [
      'Alone, as the only sign of what something means or does: people read icons differently.',
      'For a button or a link without words: give it a visible text label instead.',
    ],
    dos: [{ text: 'Put the icon before the text that says what it means.', example: 'WithText' }],
    donts: [
      { text: 'Don’t give an icon its own text alternative when the text beside it says the same.' },
      { text: 'Don’t colour an icon to carry meaning (red for danger) without words.' },
    ],
    content: {
      advice: [
        'The text next to the icon carries the meaning; the icon is hidden from screen readers.',
        'Choose the icon after the text is written, from the names the gallery shows.',
      ],
      examples: [
        { sl: 'Dostopnost za vse uporabnike', en: 'Accessible to everyone', note: 'beside accessibility' },
      ],
    },
  },
  'Components/StatusMessage': {
    whenToUse: ['To say what happened after an action, on the same page: sending, sent, failed.'],
    whenNotToUse: [
      'For problems with what was typed in fields: show them at the fields.',
      'For information that is there from the start: write it in the page.',
    ],
    dos: [
      { text: 'Say that it worked, and to what or whom.', example: 'Success' },
      { text: 'Say that something is under way, plainly, while it runs.', example: 'Progress' },
      {
        text: 'Use the urgent (assertive) kind only for a failure the visitor must act on.',
        example: 'Failure',
      },
    ],
    donts: [
      { text: 'Don’t add the message region together with its message: render it empty from the start.' },
      { text: 'Don’t let a success message vanish after a few seconds.' },
    ],
    content: {
      advice: [
        'Say what happened in plain words, then what to do; no error codes.',
        'Address the visitor formally in Slovenian (“Poskusite znova”).',
      ],
      examples: [
        {
          sl: 'Vaše sporočilo je bilo poslano na ana.novak@example.si',
          en: 'Your message was sent to ana.novak@example.si',
        },
        {
          sl: 'Pri pošiljanju sporočila je prišlo do napake. Poskusite znova.',
          en: 'There was an error sending your message. Please try again.',
        },
      ],
    },
  },
  'Components/TextField': {
    whenToUse: ['For a piece of text people type: a name, an email address, a message (TextArea).'],
    whenNotToUse: [
      'To choose from a few known answers: use radio buttons or a select.',
      'For a search across the site: a search field has its own pattern.',
    ],
    dos: [
      { text: 'Mark required fields in words after the label.', example: 'Default' },
      { text: 'Put a hint under the label when people need one to answer.', example: 'WithHint' },
      {
        text: 'After a submission, say above the field what is wrong and how to put it right, and keep what was typed.',
        example: 'WithError',
      },
      { text: 'Use TextArea for a message of several sentences.', example: 'MultilineWithError' },
    ],
    donts: [
      { text: 'Don’t use placeholder text as the label: it disappears as people type, and is faint.' },
      { text: 'Don’t disable a field to show it does not apply: leave it out.', example: 'Disabled' },
      { text: 'Don’t show errors while people are still typing: check when they submit.' },
    ],
    content: {
      advice: [
        'The label names what to type, in a few words; in Slovenian, address the visitor formally (“Vaš e-poštni naslov”).',
        'An error message names the field and the fix, with an example of a valid value where the format is the problem.',
      ],
      examples: [
        { sl: 'Vaš e-poštni naslov', en: 'Your email address' },
        { sl: 'Vaše ime in priimek', en: 'Your full name' },
        { sl: 'Vpišite sporočilo', en: 'Enter your message', note: 'an error' },
        {
          sl: 'E-poštni naslov mora biti v veljavni obliki (npr. ime@podjetje.si)',
          en: 'Email address must be in a valid format (e.g. name@company.com)',
          note: 'an error with the fix',
        },
      ],
    },
  },
  'Components/ErrorSummary': {
    whenToUse: [
      'After a form was submitted with problems: at the top of the form, listing every one of them, in the order of the fields.',
    ],
    whenNotToUse: [
      'Before anyone submitted: don’t greet people with errors while they type.',
      'For a failure that is not about a field (the server cannot be reached): use a status message.',
    ],
    dos: [
      {
        text: 'Link every problem to its field, and show the same words at the field.',
        example: 'InAForm',
      },
      { text: 'Say how many problems there are in the title, with the right plural form.' },
    ],
    donts: [
      { text: 'Don’t write “Error” or “Invalid input”: say what is wrong and how to put it right.' },
      { text: 'Don’t clear what people typed: they correct it, they do not start again.' },
    ],
    content: {
      advice: [
        'The title counts the problems; Slovenian has four plural forms (1 napaka, 2 napaki, 3 napake, 5 napak).',
        'Each item is the field’s own error message, word for word.',
      ],
      examples: [
        { sl: 'Obrazec ima 1 napako', en: 'The form has 1 error' },
        { sl: 'Obrazec ima 2 napaki', en: 'The form has 2 errors' },
        { sl: 'Obrazec ima 3 napake', en: 'The form has 3 errors' },
        { sl: 'Obrazec ima 5 napak', en: 'The form has 5 errors' },
      ],
    },
  },
  'Components/Illustration': {
    whenToUse: [
      'For the site’s own drawings (page headers, product families, post covers, slides): they take the visitor’s colour scheme, light, dark or high contrast.',
    ],
    whenNotToUse: [
      'For photographs, portraits and partners’ logos: use an image (`<img>`), which keeps its own colours.',
      'For a drawing kept on another site: the browser draws only files from the page’s own site this way.',
      'For a small sign beside a text: use an Icon.',
    ],
    dos: [
      { text: 'Describe what the drawing shows when the text around it does not say it.', example: 'Named' },
      {
        text: 'Leave the text alternative empty when the drawing only decorates a title that says it all.',
        example: 'Decorative',
      },
      {
        text: 'Draw without the tinted panel where the drawing stands on its own, such as a post’s header.',
        example: 'DrawingWithoutPanel',
      },
    ],
    donts: [
      {
        text: 'Don’t put words in a drawing: they are not translated, not read out and do not grow with the text.',
      },
      { text: 'Don’t colour a drawing with fixed colours: it would glare on a dark or high-contrast page.' },
      { text: 'Don’t let a drawing carry what the page must say: say it in the text too.' },
    ],
    content: {
      advice: [
        'One sentence that says what the drawing shows, starting with “Ilustracija:” / “Illustration:”, as on the whole site, so nobody takes it for a photograph of real work.',
        'Never “Slika …” / “Image of …”: screen readers already say it is an image.',
        'A full stop at the end, so a screen reader pauses before what follows.',
      ],
      examples: [
        {
          sl: 'Ilustracija: televizor s programskim vodnikom in daljinski upravljalnik.',
          en: 'Illustration: a television showing a programme guide, and a remote control.',
          note: 'a product family',
        },
        { sl: '""', en: '""', note: 'decorative, beside a title that says it all' },
      ],
    },
  },
  'Components/PostCard': {
    whenToUse: ['For a blog post in a list of posts: the blog’s list, the latest posts on the home page.'],
    whenNotToUse: [
      'For other things people pick from a list (products, people): use a Card with the parts they have.',
      'For the post itself: its page has a page header.',
    ],
    dos: [
      { text: 'Give every post of a list a cover, so the cards line up and look alike.', example: 'List' },
      { text: 'Keep the summary to one sentence: the card leads to the post, which tells the rest.' },
      {
        text: 'Choose the heading level that fits the page: 2 in the blog’s list, 3 under a section’s heading.',
      },
    ],
    donts: [
      { text: 'Don’t leave one post of a list without a cover.', example: 'DontMissingCover' },
      {
        text: 'Don’t change the bottom link to “More” or “Here”: it says what happens, and screen readers hear the title after it.',
      },
    ],
    content: {
      advice: [
        'The title as the post’s own, in sentence case; the summary is the post’s subtitle.',
        'The date as people say it, the month in words; in Slovenian in the genitive (“20. januarja 2025”).',
        'The read time in whole minutes; Slovenian has four forms: 1 minuta, 2 minuti, 3 in 4 minute, 5 minut and more.',
        'The bottom link in the short imperative the site uses (“Preberi objavo”), never the polite plural (“Preberite”).',
      ],
      examples: [
        { sl: 'Objavljeno 20. januarja 2025', en: 'Published 20 January 2025', note: 'the date' },
        { sl: 'Čas branja: 2 minuti', en: 'Reading time: 2 minutes', note: 'the read time' },
        { sl: 'Preberi objavo', en: 'Read the post', note: 'the bottom link (built in)' },
      ],
    },
  },
  'Patterns/NextStep': {
    whenToUse: [
      'At the end of a page that should lead somewhere: a product family, a case study, how we work.',
      'When the page has one thing it wants a visitor to do next, usually to write to the firm.',
    ],
    whenNotToUse: [
      'In the middle of a page: a button in the text (ButtonLink) serves there.',
      'For two or more choices: a section with links serves better than one box with several buttons.',
    ],
    dos: [
      { text: 'Ask or offer in the heading, and say in one sentence what happens next.', example: 'Default' },
      { text: 'Let the button name the action, and lead to the contact page with the page’s topic.' },
    ],
    donts: [
      { text: 'Don’t end a page with more than one next step: the visitor has to choose again.' },
      { text: 'Don’t write “Click here” or “More”: the button’s words are its whole name.' },
    ],
    content: {
      advice: [
        'The heading as a question or offer in the visitor’s words, up to about eight words.',
        'The button starts with the verb of the step, addressed to the visitor as the rest of the page addresses them: “Pišite nam”, “Write to us”.',
      ],
      examples: [
        {
          sl: 'Se pogovoriva o vašem projektu?',
          en: 'Shall we talk about your project?',
          note: 'the heading',
        },
        { sl: 'Pišite nam', en: 'Write to us', note: 'the button' },
      ],
    },
  },
  'Patterns/Section': {
    whenToUse: [
      'To divide a page into parts a visitor can find by their headings: products, team, results.',
      'With CardGrid inside, for several things of one kind that each lead to a page of their own.',
    ],
    whenNotToUse: [
      'For a single paragraph under the page’s header: write it as the page’s lead.',
      'To box up content for decoration: a section is a part of the page with a name.',
    ],
    dos: [
      {
        text: 'Give each section a heading that says what is in it, and a lead sentence when its purpose is not plain.',
        example: 'WithCardGrid',
      },
      { text: 'Use `thirds` for up to nine cards: no card is left alone in the last row.' },
      {
        text: 'Give a card’s item attributes of its own by passing the `<li>` yourself (`hidden` until the reader asks for more posts, an analytics id); any other child is put in an item for you.',
      },
    ],
    donts: [
      {
        text: 'Don’t skip heading levels: a section under the page’s title is level 2, one inside it level 3.',
      },
      { text: 'Don’t mix kinds of cards in one grid: a visitor compares what stands side by side.' },
    ],
    content: {
      advice: [
        'Headings as nouns or short phrases in sentence case: “Naši produkti”, not “NAŠI PRODUKTI”.',
        'A lead of one sentence, at most two.',
      ],
      examples: [{ sl: 'Naši produkti', en: 'Our products', note: 'a heading' }],
    },
  },
  'Patterns/FactList': {
    whenToUse: [
      'For three to six key facts a visitor should take in at a glance: a customer, a year, a number.',
      'On a case study, a product family or the accessibility statement.',
    ],
    whenNotToUse: [
      'For facts that need a sentence to be understood: write the sentence.',
      'For data to compare across rows and columns: use a table (in Prose).',
    ],
    dos: [{ text: 'Keep each value short: a number, a date, a few words.', example: 'Default' }],
    donts: [{ text: 'Don’t put links or buttons in a fact: it is there to be read, not acted on.' }],
    content: {
      advice: [
        'Terms as short nouns or phrases without a colon; the layout shows they belong to their values.',
        'Numbers as each language writes them: 120.000 in Slovenian, 120,000 in English.',
      ],
      examples: [
        { sl: 'V uporabi od', en: 'In use since', note: 'a term' },
        { sl: '120.000', en: '120,000', note: 'a value' },
      ],
    },
  },
  'Patterns/BackLink': {
    whenToUse: [
      'At the top of a page one level below a list: a post (back to all posts), a product family (back to all products).',
      'At the end of a long page too, where the visitor finishes reading.',
    ],
    whenNotToUse: [
      'Instead of the browser’s back button: it leads to a fixed page, not to wherever the visitor came from.',
      'In a form with steps: a form has its own “Previous” button.',
    ],
    dos: [{ text: 'Name the page it leads to.', example: 'Default' }],
    donts: [
      { text: 'Don’t write “Back” alone: out of context, a screen-reader user cannot tell where it leads.' },
    ],
    content: {
      advice: ['The name of the page it leads to, as the navigation names it.'],
      examples: [
        { sl: 'Vse objave', en: 'All posts' },
        { sl: 'Vsi produkti', en: 'All products' },
      ],
    },
  },
  'Patterns/Prose': {
    whenToUse: [
      'For long-form text from Markdown or MDX: a blog post, a case study’s story, a legal page.',
      'Wherever headings, lists, quotes, code or a table appear in running text.',
    ],
    whenNotToUse: [
      'For the short parts of a page (a card’s summary, a section’s lead): they have styles of their own.',
      'For layout: Prose styles text, it does not place columns.',
    ],
    dos: [
      {
        text: 'Start headings at level 2 and keep their order; give every table a caption and header cells.',
        example: 'LongForm',
      },
      { text: 'Break long text with headings every few paragraphs, so it can be scanned.' },
    ],
    donts: [
      { text: 'Don’t use a table for layout, or a heading for emphasis: use strong text.' },
      {
        text: 'Don’t put a wide table in a post without checking it on a phone: its cells break long words.',
      },
    ],
    content: {
      advice: [
        'Short paragraphs, one idea each; lists for three or more parallel points.',
        'Slovenian quotation marks „…“ and numbers with a decimal comma (4,2 s); English “…” and a decimal point (4.2 s).',
      ],
      examples: [{ sl: 'Kaj smo spremenili', en: 'What we changed', note: 'a heading' }],
    },
  },
  'Patterns/ContactForm': {
    whenToUse: [
      'For the one form a visitor uses to write to the firm: email address, name and message.',
      'As the model for any short form: labels above the fields, one button, an error summary after a refused submission.',
    ],
    whenNotToUse: [
      'For a search or a single setting: a form of one field has no error summary.',
      'For a long form of several steps: split it into pages, one question each (GOV.UK’s “one thing per page”).',
    ],
    dos: [
      {
        text: 'After a refused submission, show the error summary at the top, give it focus, and link each problem to its field.',
        example: 'WithErrors',
      },
      {
        text: 'Say in each message what to do, naming the field and the fix: “Enter your email address in the form name@company.com”.',
      },
      {
        text: 'Confirm a sent message under the button, with where it went and what happens next.',
        example: 'Sent',
      },
    ],
    donts: [
      {
        text: 'Don’t disable the button until the form is complete: let people send it and tell them what is missing.',
      },
      { text: 'Don’t clear what was typed after a refusal.' },
      { text: 'Don’t write “Field is required” or “Invalid input”: say what to enter.' },
    ],
    content: {
      advice: [
        'Labels as short nouns in the visitor’s voice (“Vaš e-poštni naslov”), the required ones marked in words.',
        'Error messages start with the verb of the fix, in the polite plural the form speaks in Slovenian (“Vpišite …”).',
        'The summary’s title counts the problems with the right plural form: 1 napaka, 2 napaki, 3 in 4 napake, 5 napak.',
      ],
      examples: [
        { sl: 'Obrazec ima 2 napaki', en: 'The form has 2 errors', note: 'the summary’s title' },
        { sl: 'Vpišite sporočilo', en: 'Enter your message', note: 'a field’s message' },
        { sl: 'Pošlji sporočilo', en: 'Send message', note: 'the button' },
      ],
    },
  },
}
