import type { ProductCatalogue } from '../types.js'

// English product copy. Same ids and order as the Slovenian catalogue; the
// parity test compares them entry by entry.
export const productsEn: ProductCatalogue = {
  contentManagementSystems: {
    id: 'contentManagementSystems',
    summary:
      'Six systems for newsrooms, publishers and niche content providers: an editorial system, a metadata system, a content aggregator, a drag-and-drop editorial front end, a restaurant-review system and a sports-statistics collector.',
    details: [
      'We build them for teams that publish every day, against the clock. That means fast editorial workflows, clear roles and reliable publishing to several channels at once.',
      'Each system connects to your existing archives, ad servers and analytics through documented APIs.',
    ],
    image: {
      src: '/media/categories/content-management-systems.svg',
      width: 640,
      height: 400,
      alt: 'Illustration: a text editor with content blocks and a list of articles.',
    },
    products: [
      {
        id: 'editorial-system',
        title: 'Editorial system',
        description:
          'A general-purpose editorial system for online media and publishers: reporters write, editors review and schedule, and the system publishes the same story to the web, apps and newsletters.',
        extra: [
          {
            icon: 'people',
            title: 'Roles and workflows',
            description: 'Writers, editors, proofreaders and the duty editor each see what their step needs.',
          },
          {
            icon: 'devices',
            title: 'Publish everywhere',
            description: 'One story, many outputs: the website, mobile apps, newsletters and partner feeds.',
          },
        ],
        keyFeatures: [
          {
            title: 'Scheduling and embargoes',
            text: 'Prepare stories in advance, set a publication time or an embargo, and withdraw them automatically when rights expire.',
          },
          {
            title: 'Version history',
            text: 'Every change is kept with its author and time, so you can compare and restore any earlier version.',
          },
          {
            title: 'Accessible from the first draft',
            text: 'The editor flags missing image descriptions, skipped heading levels and vague link text while you write.',
          },
        ],
        challenges: [
          {
            title: 'Simultaneous editing',
            text: 'When breaking news has several people in the same story, the system locks changes paragraph by paragraph, so nobody overwrites anyone else.',
          },
          {
            title: 'Traffic spikes',
            text: 'Stories about major events cope with many times the usual traffic, because pages are prebuilt and served from cache.',
          },
        ],
        additionalDescription:
          'We fit the system to your newsroom, not the other way round: sections, roles, page templates and publishing rules are set up together with your team.',
        linkText: 'Ask us about the editorial system',
      },
      {
        id: 'metadata-system',
        title: 'Metadata system',
        description:
          'A system that gives content consistent tags, people, places and topics, and links them into one catalogue. Your archive becomes searchable and your recommendations start to make sense.',
        extra: [
          {
            icon: 'database',
            title: 'One shared vocabulary',
            description: 'A controlled list of terms with broader and related terms and synonyms.',
          },
          {
            icon: 'search',
            title: 'Search by meaning',
            description:
              'Finds content about a person or place even when the name is spelled differently in the text.',
          },
        ],
        keyFeatures: [
          {
            title: 'Suggested tags',
            text: 'On save, the system suggests tags from the text, and the editor accepts or rejects them.',
          },
          {
            title: 'Import and export',
            text: 'Exchanges metadata with editorial and archive systems in standard formats.',
          },
          {
            title: 'Audit trail',
            text: 'Each tag records who added it and when, which makes clean-ups and reviews easier.',
          },
        ],
        challenges: [
          {
            title: 'Slovenian grammar',
            text: 'Names of people and places appear in six grammatical cases in Slovenian text, so we adapted entity recognition to the language.',
          },
          {
            title: 'Years of archive',
            text: 'We tagged the older archive after the fact, without stopping the newsroom’s daily work.',
          },
        ],
        additionalDescription:
          'Good metadata underpins search, recommendations, archives and accessibility. The system runs on its own or as part of the editorial system.',
      },
      {
        id: 'content-aggregator',
        title: 'Content aggregator',
        description:
          'The aggregator collects content from many sources (RSS, Atom, APIs and partner exports), normalises it, removes duplicates and prepares it for publishing or further processing.',
        extra: [
          {
            icon: 'network',
            title: 'Any source',
            description: 'Each source has its own schedule, field-mapping rules and error alerts.',
          },
          {
            icon: 'document',
            title: 'One format',
            description:
              'Content from every source gets the same structure, character encoding and metadata.',
          },
        ],
        keyFeatures: [
          {
            title: 'Duplicate detection',
            text: 'Recognises the same story from different sources, even when the headlines differ slightly.',
          },
          {
            title: 'Publishing rules',
            text: 'Editors decide which sources publish automatically and which wait for review.',
          },
          {
            title: 'Dashboard',
            text: 'The state of every source, its last successful fetch and any errors, in one place.',
          },
        ],
        challenges: [
          {
            title: 'Unreliable sources',
            text: 'Sources change without notice; the aggregator validates their structure on every fetch and raises an alert rather than publishing broken content.',
          },
          {
            title: 'Character encodings',
            text: 'Older sources still mix code pages, and letters like č, š and ž must come out of processing intact.',
          },
        ],
        additionalDescription:
          'The aggregator suits portals that bring together news, event listings or offers from many partners in one place.',
      },
      {
        id: 'drag-and-drop-editor',
        title: 'Drag-and-drop editorial front end',
        description:
          'An interface where editors build front pages and topic pages themselves: they drag content blocks into place, see the result immediately and publish without waiting for developers.',
        extra: [
          {
            icon: 'devices',
            title: 'Preview on every screen',
            description: 'Check the layout on a phone, a tablet and a desktop before it goes live.',
          },
          {
            icon: 'accessibility',
            title: 'Works with a keyboard',
            description:
              'Blocks can be moved with the keyboard and with a screen reader, not only with a mouse.',
          },
        ],
        keyFeatures: [
          {
            title: 'Block library',
            text: 'Tried and tested blocks (lead story, gallery, list, ad slot) that keep the brand consistent.',
          },
          {
            title: 'Scheduled layouts',
            text: 'Prepare the front page for the morning shift and let it publish itself.',
          },
          {
            title: 'Safe undo',
            text: 'Any layout can be undone or restored from history.',
          },
        ],
        challenges: [
          {
            title: 'Drag and drop without a mouse',
            text: 'Dragging is a visual gesture. We added keyboard commands and live announcements that tell screen-reader users where a block has moved.',
          },
          {
            title: 'Fast published pages',
            text: 'Free-form layouts must not slow the page down, so publishing compiles the blocks into an optimised page with no surplus code.',
          },
        ],
        additionalDescription:
          'The front end runs on top of our editorial system, or on top of your existing system through its API.',
      },
      {
        id: 'restaurant-reviews',
        title: 'Restaurant-review system',
        description:
          'A system for guides and portals that publish restaurant reviews: inspectors record visits and scores against shared criteria, editors review them, and readers search by town, cuisine and rating.',
        extra: [
          {
            icon: 'chart',
            title: 'Shared criteria',
            description: 'Scores are broken down by criterion, so they compare across inspectors and years.',
          },
          {
            icon: 'search',
            title: 'Search for readers',
            description: 'Search by town, cuisine, price range and rating.',
          },
        ],
        keyFeatures: [
          {
            title: 'Fieldwork',
            text: 'Inspectors enter notes and photos from their phones straight after a visit.',
          },
          {
            title: 'Annual editions',
            text: 'Reviews belong to an edition of the guide, so a restaurant’s history stays visible over the years.',
          },
          {
            title: 'Print-ready output',
            text: 'The printed edition is produced from the same data, with no retyping.',
          },
        ],
        challenges: [
          {
            title: 'Independent reviews',
            text: 'Access is set up so that inspectors cannot see each other’s scores until the editor closes the edition.',
          },
          {
            title: 'Data that keeps changing',
            text: 'Restaurants move, close and change hands; the system keeps the history while showing what is current.',
          },
        ],
        additionalDescription:
          'Built for food guides, tourism portals and media with dedicated review sections.',
      },
      {
        id: 'sports-statistics',
        title: 'Sports-statistics collector',
        description:
          'A system that collects scores, scorers, line-ups and match statistics during and after a game and serves them to websites, apps and broadcast graphics within seconds.',
        extra: [
          {
            icon: 'signal',
            title: 'Live scores',
            description: 'Changes appear almost live on every connected channel.',
          },
          {
            icon: 'database',
            title: 'Competition history',
            description: 'Seasons, tables and players stay on record for comparison and analysis.',
          },
        ],
        keyFeatures: [
          {
            title: 'Pitch-side entry',
            text: 'A simple interface for data entry that also works on a tablet with a patchy connection.',
          },
          {
            title: 'Automatic tables',
            text: 'League tables and player statistics are recalculated on every entry, following each competition’s rules.',
          },
          {
            title: 'Partner exports',
            text: 'Data is offered to partners through an API and in agreed formats.',
          },
        ],
        challenges: [
          {
            title: 'Every league has its own rules',
            text: 'Each competition scores and ranks differently, so we described the rules as configuration, not code.',
          },
          {
            title: 'Post-match corrections',
            text: 'When the referee corrects the match report, every derived table and statistic has to be corrected too.',
          },
        ],
        additionalDescription:
          'Used by newsrooms and competition organisers who want to publish results themselves, and fast.',
      },
    ],
  },
  customSolutions: {
    id: 'customSolutions',
    summary:
      'When nothing off the shelf fits, we build it: accessibility evaluations, an event router, SaaS platforms for restaurants and NFT marketplaces, tools for video analysis and AV-over-IP control, and a questionnaire for child-welfare cases.',
    details: [
      'Every project starts with a short analysis: who will use it, what data it handles and which legal rules apply. Only then do we choose the technology.',
      'We hand over each solution with documentation and source code, and we can maintain and extend it afterwards.',
    ],
    image: {
      src: '/media/categories/custom-solutions.svg',
      width: 640,
      height: 400,
      alt: 'Illustration: software modules fitted together into one whole.',
    },
    products: [
      {
        id: 'accessibility-evaluations',
        title: 'Accessibility evaluations',
        description:
          'We review your website or app against WCAG 2.1 and the European standard EN 301 549, describe every issue we find and propose concrete fixes for your developers.',
        extra: [
          {
            icon: 'accessibility',
            title: 'Manual and automated testing',
            description:
              'Automated tools catch only part of the issues; we find the rest by hand, with a keyboard and screen readers.',
          },
          {
            icon: 'document',
            title: 'A report developers can use',
            description:
              'For each issue: where it is, who it affects, which criterion it fails and how to fix it.',
          },
        ],
        keyFeatures: [
          {
            title: 'Help with your accessibility statement',
            text: 'We turn the findings into a draft accessibility statement, as public-sector law requires.',
          },
          {
            title: 'Re-testing',
            text: 'After the fixes, we check that the issues are really gone and update the report.',
          },
          {
            title: 'Team workshops',
            text: 'We show developers, designers and editors the most common mistakes and how to avoid them.',
          },
        ],
        challenges: [
          {
            title: 'Usable, not just compliant',
            text: 'A page can formally pass a criterion and still be hard to use. So we describe the user’s experience, not just the criterion number.',
          },
          {
            title: 'Dynamic applications',
            text: 'In single-page apps we also test focus management, announcements of changes and behaviour on errors.',
          },
        ],
        additionalDescription:
          'Accessibility is the first feature of everything we build, not an add-on. We run the same reviews on our own projects, this website included.',
        linkText: 'Request an accessibility evaluation',
      },
      {
        id: 'event-router',
        title: 'Event router',
        description:
          'A central service that receives events from different systems, transforms them by rule and delivers them reliably to the right recipients, even when one of them is temporarily down.',
        extra: [
          {
            icon: 'network',
            title: 'Rules, not code',
            description: 'Readable rules decide where each event goes, and they change without a redeploy.',
          },
          {
            icon: 'cloud',
            title: 'Reliable delivery',
            description:
              'Retries with growing back-off, and a dead-letter queue for events that cannot be delivered.',
          },
        ],
        keyFeatures: [
          {
            title: 'Message transformation',
            text: 'Converts between message formats and versions, so systems do not have to adapt to each other.',
          },
          {
            title: 'Traceability',
            text: 'For every event you can see when it arrived, how it was processed and who received it.',
          },
          {
            title: 'Load control',
            text: 'Rate limiting protects recipients that cannot absorb peaks.',
          },
        ],
        challenges: [
          {
            title: 'Exactly once',
            text: 'A network can deliver the same event twice; idempotency keys make sure each recipient processes it only once.',
          },
          {
            title: 'Ordering',
            text: 'Events about the same item must arrive in the right order, even when they are processed in parallel.',
          },
        ],
        additionalDescription:
          'The router connects older and newer systems without rewriting them, and lets you replace parts one at a time.',
      },
      {
        id: 'restaurant-platform',
        title: 'Restaurant ordering, table-booking and voucher SaaS',
        description:
          'One cloud service for restaurants: guests order and pay from their phones at the table, book a table and buy gift vouchers on the restaurant’s own website, and staff manage all three in one place.',
        extra: [
          {
            icon: 'mobile',
            title: 'Nothing to install',
            description: 'Guests scan a QR code and the menu opens in the browser; they do not need an app.',
          },
          {
            icon: 'cloud',
            title: 'Many restaurants, one platform',
            description: 'Each restaurant has its own settings, data and branding.',
          },
          {
            icon: 'payment',
            title: 'Card payments and voucher sales',
            description:
              'Guests pay the bill straight away; gift vouchers are bought online and the recipient gets a voucher code by email.',
          },
        ],
        keyFeatures: [
          {
            title: 'Orders to the kitchen',
            text: 'Orders appear on the kitchen screen in sequence and by station; a dish that runs out disappears from the menu when staff mark it.',
          },
          {
            title: 'Floor plan',
            text: 'The restaurant draws its dining room; the booking form offers only free tables of the right size.',
          },
          {
            title: 'Voucher redemption',
            text: 'Staff check and redeem vouchers with a phone; partly redeemed vouchers keep their balance.',
          },
        ],
        challenges: [
          {
            title: 'Double bookings',
            text: 'When two guests book the last free table at the same moment, only one gets it; transactional locking of the time slot guarantees that.',
          },
          {
            title: 'Weak connections',
            text: 'The basket is kept on the phone, so an order is not lost if the connection drops for a moment.',
          },
          {
            title: 'Separated data',
            text: 'Each restaurant’s guest data is strictly separated from the others, although they all run on the same platform.',
          },
        ],
        additionalDescription:
          'Ordering, table bookings and vouchers are one product: a restaurant can use one part or all three, with its own online sales and no intermediary in between.',
        linkText: 'Ask us about the restaurant platform',
      },
      {
        id: 'multilingual-content-app',
        title: 'Multilingual content app',
        description:
          'An app for organisations that publish the same content in several languages: translators and editors see the state of every translation, and readers switch language without losing their place.',
        extra: [
          {
            icon: 'document',
            title: 'Translation status',
            description:
              'For each item you can see which translations are up to date and which lag behind the original.',
          },
          {
            icon: 'accessibility',
            title: 'Languages marked up correctly',
            description: 'Every passage carries its language, so screen readers pronounce it correctly.',
          },
        ],
        keyFeatures: [
          {
            title: 'Translation workflow',
            text: 'A change to the original opens tasks to update its translations.',
          },
          {
            title: 'Localised URLs',
            text: 'Every page has its own address in each language, with hreflang links for search engines.',
          },
          {
            title: 'Glossaries',
            text: 'Agreed technical terms are at hand for translators, so translations stay consistent.',
          },
        ],
        challenges: [
          {
            title: 'Plural rules',
            text: 'Slovenian has four plural forms (1 minuta, 2 minuti, 3 minute, 5 minut); we wrote the texts in ICU format so they are right in every language.',
          },
          {
            title: 'Missing translations',
            text: 'When a translation is not ready yet, the app clearly shows the original and its language instead of an empty page.',
          },
        ],
        additionalDescription:
          'A good fit for public institutions, international projects and companies with documentation in several languages.',
      },
      {
        id: 'video-analysis',
        title: 'Video analysis tool',
        description:
          'A tool for reviewing and annotating video: analysts add time codes, notes and categories, and the system turns them into clips and statistical overviews.',
        extra: [
          {
            icon: 'tv',
            title: 'Frame-accurate',
            description:
              'Step through footage frame by frame and mark exactly where an event starts and ends.',
          },
          {
            icon: 'chart',
            title: 'Summaries and exports',
            description: 'Annotations add up to tables and charts and can be exported for further analysis.',
          },
        ],
        keyFeatures: [
          {
            title: 'Keyboard shortcuts',
            text: 'Every common command has a shortcut, which speeds up an analyst’s work considerably.',
          },
          {
            title: 'Automatic clips',
            text: 'Clips are cut from annotated events without re-encoding the whole recording.',
          },
          {
            title: 'Teamwork',
            text: 'Several analysts can annotate the same footage at once, each in their own layer.',
          },
        ],
        challenges: [
          {
            title: 'Large files in the browser',
            text: 'We play hours of high-resolution footage smoothly in the browser, with pre-rendered low-resolution versions for fast seeking.',
          },
          {
            title: 'Keeping time in sync',
            text: 'Annotations must stay in the right place even when the footage is replaced by a version with a different frame rate.',
          },
        ],
        additionalDescription:
          'Used by teams that extract data from video: in sport, research and quality control.',
      },
      {
        id: 'av-over-ip-control',
        title: 'AV-over-IP control tool',
        description:
          'A web control panel for audio-visual systems that carry picture and sound over an IP network: from one screen, an operator routes sources to displays and projectors across halls and meeting rooms.',
        extra: [
          {
            icon: 'network',
            title: 'Routing matrix',
            description: 'Which source is on which display is clear at a glance and changes with one click.',
          },
          {
            icon: 'devices',
            title: 'From any device',
            description: 'Works on a tablet by the stage and on a desktop in the control room.',
          },
        ],
        keyFeatures: [
          {
            title: 'Saved scenes',
            text: 'Set-ups for a lecture, a session or a broadcast are saved and recalled in one go.',
          },
          {
            title: 'Device status',
            text: 'Shows which device is unreachable before the audience notices.',
          },
          {
            title: 'Per-room permissions',
            text: 'Each hall’s operator controls only that hall’s devices.',
          },
        ],
        challenges: [
          {
            title: 'Many protocols',
            text: 'Devices from different manufacturers are controlled differently; we unified them under one command model.',
          },
          {
            title: 'Instant feedback',
            text: 'After a switch, the operator must see at once what happened, so device state is tracked live.',
          },
        ],
        additionalDescription:
          'A good fit for conference centres, universities and institutions with several halls.',
      },
      {
        id: 'nft-marketplace',
        title: 'NFT marketplace SaaS',
        description:
          'A platform on which any creator or brand can open their own NFT shop: with their own branding, blockchain support, card payments, and an API and SDK for connecting other systems.',
        extra: [
          {
            icon: 'cloud',
            title: 'Multitenant shops',
            description: 'Each shop has its own domain, branding, users and settings on a shared platform.',
          },
          {
            icon: 'payment',
            title: 'Card payments',
            description: 'Buyers do not need cryptocurrency: they can pay for a token with a card.',
          },
          {
            icon: 'api',
            title: 'API and SDK',
            description: 'A documented API and an SDK for building the shop into existing apps.',
          },
        ],
        keyFeatures: [
          {
            title: 'Blockchain support',
            text: 'Minting and transferring tokens on the supported blockchains, with transaction status tracking.',
          },
          {
            title: 'Collection management',
            text: 'Creators set up collections, prices, time-limited drops and early-access lists.',
          },
          {
            title: 'Tenant dashboard',
            text: 'Each shop’s sales, buyers and payouts in one place.',
          },
        ],
        challenges: [
          {
            title: 'Tenant isolation',
            text: 'Each shop’s data, keys and payments are strictly separated; every query carries its tenant, and automated tests check that it does.',
          },
          {
            title: 'Card payment, on-chain transfer',
            text: 'The card payment and the blockchain transaction must succeed or fail together; intermediate states resolve themselves automatically on failure.',
          },
        ],
        additionalDescription:
          'The platform takes care of the hard parts (blockchains, payments, data isolation), so sellers can focus on their collections and buyers.',
        linkText: 'Ask us about the NFT platform',
      },
      {
        id: 'child-welfare-questionnaire',
        title: 'Child-welfare questionnaire for social workers and judges',
        description:
          'A tool that helps social workers assess a child’s and family’s situation in a structured way, and gives judges a clear report ready for court proceedings.',
        extra: [
          {
            icon: 'lock',
            title: 'Data protection',
            description: 'Sensitive data about children is encrypted, and access is restricted and logged.',
          },
          {
            icon: 'court',
            title: 'Court-ready reports',
            description: 'Answers are summarised into a clearly structured report that cites its sources.',
          },
        ],
        keyFeatures: [
          {
            title: 'Structured questionnaire',
            text: 'The questions lead through every area of the assessment, so nothing important is overlooked.',
          },
          {
            title: 'Work in stages',
            text: 'An assessment can be saved and resumed later, across several visits to the family.',
          },
          {
            title: 'Accessible, plain language',
            text: 'The interface works with a keyboard and a screen reader, and the texts are written in plain language.',
          },
        ],
        challenges: [
          {
            title: 'Protecting personal data',
            text: 'Data about children is among the most sensitive there is. Only authorised people have access, every view is logged, and data is kept only as long as the law allows.',
          },
          {
            title: 'A report that holds up in court',
            text: 'The report must be traceable: every statement links to an answer, a date and an author, and changes stay visible.',
          },
        ],
        additionalDescription:
          'We developed the tool together with social-work professionals. It does not replace professional judgement; it supports and documents it.',
      },
    ],
  },
  iptvApplications: {
    id: 'iptvApplications',
    summary:
      'Applications for set-top boxes and complete IPTV systems: an HTML5 framework for one set-top box vendor, more than 20 apps for another, an IPTV system for more than 200,000 users and an IPTV test platform with multicast and an EPG generator.',
    details: [
      'Television is watched from the sofa with a remote. So our interfaces are readable from across the room, driven by four arrow keys and responsive even on modest set-top hardware.',
      'We work with operators from design to maintenance: app development, lab testing and support at roll-out.',
    ],
    image: {
      src: '/media/categories/iptv-applications.svg',
      width: 640,
      height: 400,
      alt: 'Illustration: a television showing a programme guide, and a remote control.',
    },
    products: [
      {
        id: 'html5-stb-framework',
        title: 'HTML5 framework for set-top boxes',
        description:
          'A framework for writing apps for one vendor’s set-top boxes with web technologies: shared components, remote-control navigation and access to the box’s features.',
        extra: [
          {
            icon: 'code',
            title: 'Web technologies',
            description:
              'HTML5, CSS and JavaScript instead of proprietary tools, so there are more developers and development is faster.',
          },
          {
            icon: 'tv',
            title: 'Remote-control navigation',
            description: 'Moving focus with the arrow keys is built into every component.',
          },
        ],
        keyFeatures: [
          {
            title: 'Component library',
            text: 'Lists, grids, a programme guide and a player, ready for the TV screen.',
          },
          {
            title: 'Access to the box',
            text: 'One interface for playback, channels, recording and system settings.',
          },
          {
            title: 'Develop in the browser',
            text: 'Apps can be built and tested in a desktop browser with an emulated remote.',
          },
        ],
        challenges: [
          {
            title: 'Limited hardware',
            text: 'Set-top boxes have little memory and weak processors, so the framework renders only what is on screen and releases memory carefully.',
          },
          {
            title: 'Older browsers',
            text: 'Built-in browsers lag behind desktop ones; we transpile the code and test it on real devices.',
          },
        ],
        additionalDescription:
          'The framework shortens the development of new set-top apps and lets the operator build them with its own team too.',
      },
      {
        id: 'stb-apps',
        title: 'More than 20 set-top box apps',
        description:
          'For another vendor’s set-top boxes we have built more than 20 apps: from the programme guide and video library to weather, news, games and apps for special events.',
        extra: [
          {
            icon: 'tv',
            title: 'One experience',
            description:
              'Every app follows the same navigation and design rules, so viewers learn them quickly.',
          },
          {
            icon: 'chart',
            title: 'Usage insights',
            description: 'Anonymous statistics show which apps and features viewers actually use.',
          },
        ],
        keyFeatures: [
          {
            title: 'Shared code',
            text: 'The apps share proven components, so fixes and improvements reach all of them quickly.',
          },
          {
            title: 'Remote updates',
            text: 'New versions are installed remotely, with no visit to the viewer’s home.',
          },
          {
            title: 'Multilingual',
            text: 'Texts and date formats follow the language the viewer chooses.',
          },
        ],
        challenges: [
          {
            title: 'Several device generations',
            text: 'Viewers have boxes from several generations in use at once; every app has to run on all of them.',
          },
          {
            title: 'Fast start-up',
            text: 'Viewers do not wait: we optimised the apps to open within seconds, even on the oldest devices.',
          },
        ],
        additionalDescription:
          'With more than 20 apps on the same box, we built testing and release procedures that catch problems before they reach viewers.',
      },
      {
        id: 'iptv-system',
        title: 'IPTV system for more than 200,000 users',
        description:
          'An operator’s complete IPTV system, used by more than 200,000 users: channel and package management, the programme guide, the video library and the back-end systems that tie it all together.',
        extra: [
          {
            icon: 'people',
            title: 'More than 200,000 clients or users',
            description: 'The system serves more than 200,000 clients or users.',
          },
          {
            icon: 'database',
            title: 'Packages and entitlements',
            description: 'Each subscriber’s package decides which channels and content they can access.',
          },
        ],
        keyFeatures: [
          {
            title: 'Channel management',
            text: 'Add, order and package channels in one interface, with immediate publication to the boxes.',
          },
          {
            title: 'Billing integration',
            text: 'Subscription changes in the operator’s systems are reflected automatically in viewers’ entitlements.',
          },
          {
            title: 'Monitoring',
            text: 'Alerts when a channel or service goes down, before viewers start calling.',
          },
        ],
        challenges: [
          {
            title: 'Peak viewing',
            text: 'Requests pile up in prime time and during big sports events; the system scales out horizontally so it never becomes the bottleneck.',
          },
          {
            title: 'Updates without downtime',
            text: 'Television has to work all the time, so new versions roll out gradually, with an instant way back.',
          },
        ],
        additionalDescription:
          'We develop and maintain the system in close cooperation with the operator, from new features to day-to-day support.',
        linkText: 'Ask us about the IPTV system',
      },
      {
        id: 'iptv-test-platform',
        title: 'IPTV test platform',
        description:
          'A lab platform for testing apps and set-top boxes before roll-out: it broadcasts test channels over multicast, and its EPG generator builds a programme guide for any scenario.',
        extra: [
          {
            icon: 'signal',
            title: 'Test multicast',
            description:
              'Test channels are broadcast as in a real network, with controlled glitches and outages.',
          },
          {
            icon: 'document',
            title: 'EPG generator',
            description:
              'A programme guide with any number of channels, programme lengths and special cases.',
          },
        ],
        keyFeatures: [
          {
            title: 'Repeatable scenarios',
            text: 'The same test can run again and again, with the same channels and the same guide.',
          },
          {
            title: 'Edge cases',
            text: 'Clock changes, programmes crossing midnight, missing data and very long titles, which live schedules rarely throw at you.',
          },
          {
            title: 'Automated tests',
            text: 'Tests run on every new app version and the results are collected into a report.',
          },
        ],
        challenges: [
          {
            title: 'Multicast in the lab',
            text: 'We set up the network so that channel changes behave as they do at the operator, group join times included.',
          },
          {
            title: 'A realistic programme guide',
            text: 'The EPG generator produces a guide close enough to a real one to expose display bugs, yet fully under control.',
          },
        ],
        additionalDescription:
          'The platform shortens pre-release testing and lowers the risk that viewers run into bugs.',
      },
    ],
  },
  mobileApplications: {
    id: 'mobileApplications',
    summary:
      'Three mobile apps for iOS and Android: an IPTV app built with a cross-platform framework, a prepaid mobile services app with top-up, balance, packages and eSIM, and a social app for a sports community.',
    details: [
      'We build mobile apps to work with the VoiceOver and TalkBack screen readers, with larger text and in dark mode.',
      'We also take care of app-store releases, notifications and updates after launch.',
    ],
    image: {
      src: '/media/categories/mobile-applications.svg',
      width: 640,
      height: 400,
      alt: 'Illustration: a smartphone showing an app dashboard.',
    },
    products: [
      {
        id: 'iptv-mobile-app',
        title: 'IPTV mobile app',
        description:
          'An app that lets an operator’s subscribers watch TV on their phones and tablets: live channels, the programme guide, catch-up and the video library. It is built with a cross-platform framework, so one codebase gives two apps.',
        extra: [
          {
            icon: 'mobile',
            title: 'One codebase, two platforms',
            description: 'The iOS and Android apps share their code, which speeds up every new feature.',
          },
          {
            icon: 'tv',
            title: 'TV anywhere',
            description: 'Watch at home or on the move, and cast to the TV.',
          },
        ],
        keyFeatures: [
          {
            title: 'Catch-up',
            text: 'Viewers can watch a missed programme straight from the programme guide.',
          },
          {
            title: 'Adaptive quality',
            text: 'Picture quality adapts to the connection speed, so playback does not stall.',
          },
          {
            title: 'Accessible playback',
            text: 'Subtitles, large controls and screen-reader support.',
          },
        ],
        challenges: [
          {
            title: 'Content protection',
            text: 'Content is protected by DRM systems that work differently on each platform; we brought them together behind one interface.',
          },
          {
            title: 'The same as on the TV',
            text: 'Packages, entitlements and favourite channels must match the set-top box, so the app uses the same back end.',
          },
        ],
        additionalDescription:
          'The app complements our IPTV system, and it can also connect to another provider’s back end.',
      },
      {
        id: 'prepaid-app',
        title: 'Prepaid mobile services app',
        description:
          'An app where prepaid customers top up their credit, check their balance, buy packages and activate an eSIM, all without visiting a shop.',
        extra: [
          {
            icon: 'payment',
            title: 'Top-up',
            description: 'Top up by card or voucher, for other numbers too, such as family members’.',
          },
          {
            icon: 'signal',
            title: 'eSIM in the app',
            description: 'Buy an eSIM and install it straight onto the phone, with no physical SIM card.',
          },
        ],
        keyFeatures: [
          {
            title: 'Balance at a glance',
            text: 'Credit, remaining data, minutes and texts, and the expiry date on the first screen.',
          },
          {
            title: 'Packages',
            text: 'Browse and buy add-on packages, activated immediately.',
          },
          {
            title: 'Notifications',
            text: 'A warning when credit or a package is running low, so nobody is left without a connection.',
          },
        ],
        challenges: [
          {
            title: 'The eSIM flow',
            text: 'eSIM installation differs between phones and OS versions. A step-by-step guide detects the device and offers the right path, with a QR code as a fallback.',
          },
          {
            title: 'Payments that never double',
            text: 'If the connection drops mid-payment, the customer must not pay twice; every payment carries its own unique key.',
          },
        ],
        additionalDescription:
          'The app takes load off the call centre and the shops, and lets customers manage their service themselves, at any time.',
        linkText: 'Ask us about the prepaid app',
      },
      {
        id: 'sports-community-app',
        title: 'Sports-community social app',
        description:
          'An app where amateur athletes and clubs share activities, arrange group training, follow their progress and cheer each other on.',
        extra: [
          {
            icon: 'people',
            title: 'Community',
            description: 'Groups for clubs and towns, posts, comments and kudos.',
          },
          {
            icon: 'chart',
            title: 'Progress',
            description: 'Personal progress and group challenges that motivate without pressure.',
          },
        ],
        keyFeatures: [
          {
            title: 'Group training',
            text: 'Events with a place, a time, a list of participants and reminders.',
          },
          {
            title: 'Privacy on your terms',
            text: 'Users decide who sees their activities and location.',
          },
          {
            title: 'Moderation',
            text: 'Tools for reporting inappropriate content, and for group admins.',
          },
        ],
        challenges: [
          {
            title: 'Location and privacy',
            text: 'A shared route can give away a home address, so the app hides the start and end of every route by default.',
          },
          {
            title: 'Notifications that do not nag',
            text: 'We bundle notifications and send them at sensible times, so users do not mute the app.',
          },
        ],
        additionalDescription:
          'A good fit for sports federations, clubs and brands that want to build a community of their own.',
      },
    ],
  },
  conferenceVotingSystems: {
    id: 'conferenceVotingSystems',
    summary:
      'Conference voting systems for sessions, assemblies and conferences: participant sign-in, debate, voting and instant results with minutes.',
    details: [
      'Voting has to be reliable, secret when the rules say so, and verifiable. That is why the system keeps working through a network outage, and every vote is recorded and cannot be altered.',
      'We adapt the system to your institution’s rules of procedure: voting types, quorum and rules of debate.',
    ],
    image: {
      src: '/media/categories/conference-voting-systems.svg',
      width: 640,
      height: 400,
      alt: 'Illustration: voting terminals with yes, no and abstain buttons, and a screen showing the result.',
    },
    products: [
      {
        id: 'conference-voting-system',
        title: 'Conference voting system',
        description:
          'A system for running sessions and votes: participants sign in on a terminal or tablet, the chair runs the debate and the votes, and results are shown in the hall and saved to the minutes.',
        extra: [
          {
            icon: 'vote',
            title: 'Every kind of vote',
            description: 'Open and secret ballots, simple and qualified majorities, and roll-call votes.',
          },
          {
            icon: 'document',
            title: 'Minutes',
            description:
              'Results and roll-call lists are immediately available for the minutes and for publication.',
          },
          {
            icon: 'accessibility',
            title: 'Accessible voting',
            description: 'Terminals and screens are usable by participants with visual or motor impairments.',
          },
        ],
        keyFeatures: [
          {
            title: 'Sign-in and quorum',
            text: 'The system shows attendance live and warns when the session is not quorate.',
          },
          {
            title: 'Running the debate',
            text: 'Requests to speak, a queue of speakers and speaking-time limits.',
          },
          {
            title: 'Results display',
            text: 'Results appear on the screens in the hall and, if you wish, in the broadcast.',
          },
        ],
        challenges: [
          {
            title: 'Offline-first terminals',
            text: 'Terminals store votes locally and sync them securely once the connection is back; a network outage must never lose a single vote.',
          },
          {
            title: 'Secret yet verifiable',
            text: 'In a secret ballot the system records that a participant voted, not how; the result can still be verified.',
          },
        ],
        additionalDescription:
          'We install the system, test it before the session and, if you wish, provide technical support during it.',
        linkText: 'Ask us about the voting system',
      },
    ],
  },
}
