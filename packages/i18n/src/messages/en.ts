import type { Messages } from './types.js'

// Typed against the Slovenian catalogue: a missing or extra key is a compile error. Wording of the
// contact form and its errors is the product's approved copy: change it only with the product owner.
export const en: Messages = {
  // site
  'site.accessibilitySettings': 'Accessibility settings',
  'site.homeLink': 'Home page',
  'site.language.sl': 'Slovenian',
  'site.language.en': 'English',

  // nav
  'nav.home': 'Home',
  'nav.about': 'About us',
  'nav.howWeWork': 'How we work',
  'nav.accessibilityStatement': 'Accessibility statement',
  'nav.privacyNotice': 'Privacy notice',
  'nav.blog': 'Blog',
  'nav.caseStudies': 'Case studies',
  'nav.contact': 'Contact',
  'nav.products': 'Products',
  'nav.conferenceVotingSystems': 'Conference voting systems',
  'nav.contentManagementSystems': 'Content management systems',
  'nav.customSolutions': 'Custom solutions',
  'nav.iptvApplications': 'IPTV applications',
  'nav.mobileApplications': 'Mobile applications',
  'nav.sitemap': 'Sitemap',

  // footer
  'footer.heading.company': 'Company',
  'footer.heading.products': 'Products',
  'footer.heading.contact': 'Contact',
  'footer.heading.legal': 'Legal',
  'footer.allProducts': 'All products',
  'footer.tagline': 'Software for media, operators and public institutions, accessible to everyone.',
  'footer.writeToUs': 'Send a message',
  'footer.languageLabel': 'Site language',
  'footer.copyright': '© {year} {company}. All rights reserved.',

  // pages: the 404 and error pages (the pages' own headers are the website's content)
  'pages.notFound.title': 'Page not found',
  'pages.notFound.subtitle': 'The page you were looking for does not exist or has been moved.',
  'pages.notFound.message': 'Page not found: {path}',
  'pages.notFound.backHome': 'Back to the home page',
  'pages.error.title': 'Something went wrong',
  'pages.error.subtitle': 'The page did not load. Try again in a moment.',

  // home
  'home.increaseFontSize': 'Increase text size',
  'home.contactCta': 'Let’s talk',

  // products
  'products.showLess': 'Show less',
  'products.seeAll': 'Show all',
  'products.backToAll': 'Back to all products',
  'products.keyFeatures': 'Key features',
  'products.challengesOvercome': 'Challenges overcome',

  // blog
  'blog.readNow': 'Read the post',
  'blog.readTime': 'Reading time: {minutes, plural, one {# minute} other {# minutes}}',
  'blog.postCount': '{count, plural, one {# post} other {# posts}}',
  'blog.publishedOn': 'Published {date, date, long}',
  'blog.seeAllPosts': 'Show all posts',
  'blog.backToAllPosts': 'Back to all posts',
  'blog.noPosts': 'There are no posts yet.',

  // statement: the accessibility statement's date of preparation, a month and a year
  'statement.preparedOn': '{date, date, ::MMMMyyyy}',

  // about
  'about.team.imageAlt': 'Photo of {name}',

  // contact
  'contact.field.email': 'Your email address',
  'contact.field.fullName': 'Your full name',
  'contact.field.message': 'Message',
  'contact.field.required': '(required)',
  'contact.submit': 'Send message',
  'contact.error.summary': '{count, plural, one {The form has # error} other {The form has # errors}}',
  'contact.error.emailRequired': "'Your email address' field is required",
  'contact.error.emailInvalid': 'Email address must be in a valid format (e.g. {email})',
  'contact.error.fullNameRequired': "'Your full name' field is required",
  'contact.error.messageRequired': "'Message' field is required",
  'contact.error.emailTooLong':
    "'Your email address' field can contain at most {max, plural, one {# character} other {# characters}}",
  'contact.error.fullNameTooLong':
    "'Your full name' field can contain at most {max, plural, one {# character} other {# characters}}",
  'contact.error.messageTooLong':
    "'Message' field can contain at most {max, plural, one {# character} other {# characters}}",
  'contact.error.invalidCharacters': 'The text contains characters that are not allowed',
  'contact.status.sending': 'Message is sending.',
  'contact.status.success': 'Your message was sent to {email}',
  'contact.status.successDetail': 'We will make an effort to respond swiftly.',
  'contact.status.error': 'There was an error sending your message. Please try again.',
  'contact.status.rateLimited':
    'Sending messages is limited to once per minute. Please try again after one minute.',
  'contact.status.tooLarge':
    'We did not receive your message because it was too long. The email address can have at most {emailMax, plural, one {# character} other {# characters}}, the name at most {fullNameMax, plural, one {# character} other {# characters}} and the message at most {messageMax, plural, one {# character} other {# characters}}. Please shorten your message and send it again. If the form is now empty, your browser’s Back button brings back what you typed.',
}
