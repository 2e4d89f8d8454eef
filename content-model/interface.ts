import type { Fields, ObjectField, SingletonModel, StringField } from './fields';

/**
 * The words of the interface: menus, buttons, labels and short messages that are not a page's
 * own copy (that is in content/pages) nor a fact of the site (content/site.yaml). Every word a
 * visitor reads comes from content/, so editors can change any of them without touching code.
 */

/** A label: a few words. `where` says where it shows, for editors. */
function label(where: string, maxLength = 40, placeholders?: Record<string, string>): StringField {
  return { type: 'string', description: where, maxLength, ...(placeholders ? { placeholders } : {}) };
}

function group<F extends Fields>(name: string, description: string, fields: F) {
  return { type: 'object', name, description, fields } as const satisfies ObjectField;
}

export const interfaceModel = {
  kind: 'singleton',
  name: 'InterfaceText',
  label: 'Interface words',
  description: 'Menus, buttons, labels and short messages used around the pages.',
  file: 'interface.yaml',
  format: 'yaml',
  fields: {
    links: group('LinkWords', 'Links to other sites.', {
      newTab: label('What screen readers hear after every link that opens another site in a new tab.', 40),
    }),
    navigation: group('NavigationWords', 'The names of the five main pages in the header menu and the footer.', {
      home: label('The link to the home page.', 20),
      about: label('The link to the about page.', 20),
      lessons: label('The link to the lessons page.', 20),
      resources: label('The link to the resources page.', 20),
      contact: label('The link to the contact page.', 20),
    }),
    header: group('HeaderWords', 'The header at the top of every page.', {
      skipLink: label('The first link a keyboard user meets, jumping past the header to the page.'),
      mainNavigation: label('What screen readers call the header menu.', 30),
      menu: label('The button that opens the menu on a phone.', 20),
      donate: label('The button that opens the donation pop-up.', 20),
      darkTheme: label('The button that switches the dark theme on and off (read by screen readers, shown on hover).', 30),
    }),
    footer: group('FooterWords', 'The footer at the bottom of every page.', {
      quickLinks: label('The heading over the links to the main pages.', 30),
      furtherReading: label('The heading over the links to outside reading.', 30),
      legal: label('What screen readers call the links to the privacy policy and terms.', 30),
      supportTitle: label('The heading of the donation box.', 60),
      donateTo: label('The donation box button.', 80, { charity: "the charity's name (site.yaml)" }),
      copyrightNote: label('The words after "© year site name." on the last line.', 80),
    }),
    home: group('HomeWords', 'Buttons and small headings of the home page (its sections are in content/pages/home.yaml).', {
      exploreLessons: label('The first button in the big picture at the top.', 30),
      learnMore: label('The second button in the big picture at the top.', 30),
      startFirstLesson: label('What screen readers say for the round play button.', 80, { title: "the first lesson's title" }),
      scrollDown: label('What screen readers say for the arrow at the bottom of the big picture.', 60),
      levelTabs: label('What screen readers call the row of level tabs.', 40),
      levelLessons: label('The hidden heading of each level tab, for screen readers.', 40, { level: 'the level, e.g. Beginner' }),
      viewAllLessons: label('The button under the level tabs.', 30),
      readOurStory: label('The link in the mission box.', 30),
      news: label('The heading over the news feed.', 40),
      sponsors: label('The heading over the sponsor boxes.', 40),
    }),
    lessons: group('LessonListWords', 'The lessons page: tabs, search and learning paths.', {
      categoryTabs: label('What screen readers call the row of category tabs.', 40),
      categoryLessons: label('The hidden heading of each category tab, for screen readers.', 40, { category: 'the category, e.g. Beginner' }),
      featuredTagline: label('The small line above each tab\'s featured lesson.', 30),
      searchLabel: label('What screen readers call the search box.', 40),
      searchPlaceholder: label('The grey text inside the empty search box.', 40),
      matchesOne: label('What screen readers hear when one lesson matches a search.', 80, { count: 'the number', query: 'the search words' }),
      matchesMany: label('What screen readers hear when several lessons (or none) match a search.', 80, {
        count: 'the number',
        query: 'the search words',
      }),
      noResultsTitle: label('The heading shown in a tab when no lesson matches the search.', 40),
      noResultsText: label('The line under it.', 80),
      weeks: label('The word after the number of weeks of a learning path.', 20),
      viewCurriculum: label('The link at the foot of each learning path.', 30),
      modules: label('On every lesson card and lesson page: how many modules it has.', 30, { count: 'the number' }),
      startLesson: label("The button of a featured lesson's banner.", 30),
    }),
    lessonPage: group('LessonPageWords', 'Around the text of every lesson page.', {
      allLessons: label('The link back to the lessons page, above the title.', 30),
      taughtBy: label('Under the title, beside the length.', 60, { name: "the instructor's name" }),
      overview: label('What screen readers call the box beside the lesson text.', 40),
      modules: label('The heading of the list of modules.', 30),
      yourInstructor: label('The line above the instructor\'s name.', 30),
      moreLessons: label('What screen readers call the links to the previous and next lesson.', 60, { category: 'the category, e.g. Beginner' }),
      previous: label('Above the title of the previous lesson.', 30),
      next: label('Above the title of the next lesson.', 30),
    }),
    about: group('AboutWords', 'Buttons of the about page (its sections are in content/pages/about.yaml).', {
      browseLessons: label('The first button of the box at the foot of the page.', 30),
      contactUs: label('The second button of the box at the foot of the page.', 30),
    }),
    resources: group('ResourcesWords', 'Small headings and buttons of the resources page.', {
      partners: label('The heading over the partner sites.', 40),
      startBeginnerLessons: label("The second button of the beginner's guide box, to the lessons on the site.", 40),
      downloadGuide: label("The first button of the beginner's guide box, which downloads the PDF.", 50, { size: 'the file size, e.g. 180 KB' }),
    }),
    guide: group('GuideWords', "The beginner's guide PDF, built from the six beginner lessons at every build.", {
      title: label('The title on its cover and at the foot of each page.', 50),
      intro: label('The paragraph under the title on the cover.', 240),
      howToUse: label('The paragraph at the foot of the cover: how to work through the guide.', 400, { address: "the site's address" }),
      contents: label('The heading over the list of lessons on the cover.', 40),
      lessonOf: label('Above each lesson title.', 40, { number: "the lesson's number", count: 'how many lessons the guide holds' }),
      inThisLesson: label("Before the list of the lesson's modules.", 40),
      taughtBy: label('After the modules.', 40, { name: "the instructor's name" }),
      groove: label('Above each groove.', 60, { title: "the groove's title", tempo: 'its tempo in BPM' }),
      metronome: label('The box that stands for the metronome on paper.', 120, { tempo: 'the tempo in BPM' }),
      playOnline: label('The last line of each lesson.', 80, { address: "the lesson's address" }),
      drumKey: label('The heading of the drum key.', 40),
      page: label('The page number at the foot of each page.', 20, { number: 'the page number' }),
    }),
    contact: group('ContactWords', 'Labels of the contact details and the contact page.', {
      email: label('Above the email address.', 20),
      phone: label('Above the phone number.', 20),
      location: label('Above the town.', 20),
      hours: label('Above the office hours.', 20),
      followUs: label('Above the social media links.', 30),
      socialLink: label('What screen readers say for each social media icon (footer and contact page).', 80, {
        site: 'the site name',
        network: 'the network, e.g. YouTube',
      }),
      stillQuestion: label('The line above the button under the questions.', 60),
      contactButton: label('The button under the questions, which leads to the form.', 30),
    }),
    sponsors: group('SponsorWords', 'The three boxes waiting for sponsors (home and resources pages).', {
      space: label('What screen readers call each box.', 40, { number: 'its number, 1 to 3' }),
      kicker: label('The small line at the top of each box.', 20),
      title: label('The heading of each box.', 40),
      text: label('The sentence in each box, before the link.', 120, { name: 'the site name' }),
      link: label('The email link at the end of that sentence.', 30),
      subject: label('The subject of the email that link starts.', 40),
    }),
    embeds: group('EmbedWords', 'The contact form and news feed frames, which come from other services.', {
      contactForm: label('What screen readers call the contact form frame.', 40),
      formFallback: label('The line above the form, for when it does not load: before the link.', 60),
      formLink: label('The link that opens the form on its own page.', 60),
      formEmail: label('The words after that link, before the email address.', 40),
      newsFeed: label('What screen readers call the news feed frame.', 40),
      newsFallback: label('The line above the feed, for when it does not load: before the link.', 60),
      newsLink: label("The link to the feed's own page.", 60),
      newsAfter: label('The words after that link.', 40),
      loading: label('Inside a frame while it loads.', 60, { service: 'the service it comes from, e.g. tally.so' }),
      offline: label('Inside a frame when the visitor has no connection.', 120),
    }),
    practice: group('PracticeWords', "The metronome and the groove player (the drums' names, counts and strokes are the notation's own, in the editors' guide).", {
      start: label('The metronome\'s start button.', 20),
      stop: label('The button that stops the metronome or a groove.', 20),
      play: label("A groove's play button.", 20),
      metronome: label('The heading of a metronome placed in a lesson.', 40),
      beats: label('What screen readers call the row of beat dots.', 30),
      beat: label('What screen readers call each dot.', 30, { number: 'its number' }),
      tempo: label('The label of the tempo box.', 30),
      tapTempo: label('The button tapped along with a song.', 30),
      timeSignature: label('The label of the time signature choice.', 30),
      clicks: label('The label of the choice of what it clicks.', 30),
      accentBeatOne: label('The accent checkbox.', 40),
      hint: label('The line under the metronome.', 200),
      compoundHint: label('Added to that line in 6/8, 9/8 and 12/8.', 200, { signature: 'the time signature, e.g. 6/8' }),
      backbeatHint: label('Added to that line when it clicks on 2 and 4 only.', 200),
      noSound: label('Shown when the browser will not play sound.', 200),
      metronomeNoScript: label('Shown instead of the metronome to a browser without JavaScript.', 200),
      elsewhere: label("Under a lesson's metronome, before the link to the metronome's own page.", 60),
      elsewhereLink: label("The link to the metronome's own page.", 60),
      playGroove: label("What screen readers call a groove's player.", 80, { title: "the groove's title" }),
      looping: label('What screen readers hear after the play button.', 80, { title: "the groove's title" }),
      stepGrid: label("What screen readers call a groove's grid, which scrolls on a phone.", 80, { title: "the groove's title" }),
      drum: label("The hidden heading of the grid's column of drum names.", 20),
      bar: label('What screen readers hear where each bar of a long groove starts.', 30, { number: 'the bar number' }),
      barOne: label("A one-bar groove's length, beside its title.", 20),
      barMany: label("A longer groove's length, beside its title.", 20, { count: 'the number of bars' }),
      bpm: label("A groove's tempo, beside its title.", 20, { tempo: 'the beats per minute' }),
      grooveNoScript: label('Shown instead of the play button to a browser without JavaScript.', 200),
      view: label('The heading of the choice between notation, grid or both above each groove.', 20),
      viewNotation: label('The choice that shows a groove as notation only.', 20),
      viewGrid: label('The choice that shows a groove as a step grid only.', 20),
      viewBoth: label('The choice that shows both.', 20),
      notation: label(
        "What screen readers hear for a groove's notation: its title, then every note, drum by drum.",
        120,
        { title: "the groove's title", notes: 'the notes, drum by drum, as counts' },
      ),
      sticking: label("The grid's row of R and L: which hand plays each note.", 20),
      drumKey: label('The caption of the drum key a lesson shows (<DrumKey />).', 80),
    }),
    legal: group('LegalWords', 'The privacy policy and terms pages.', {
      updated: label('Before the date under the title.', 30),
    }),
    shareCard: group('ShareCardWords', 'The pictures shown when a page is shared on social media or in a chat.', {
      siteEyebrow: label("The small line above the site's tagline on the site's picture.", 40),
      lessonAlt: label("What screen readers say for a lesson's picture.", 80),
      lessonFooter: label("The last line of a lesson's picture.", 60, { host: "the site's address, e.g. backbeatdrums.org" }),
    }),
    notFound: group('NotFoundWords', 'The page shown for an address that does not exist.', {
      title: label('The heading.', 40),
      text: label('The sentence under it.', 200),
      home: label('The first button.', 30),
      lessons: label('The second button.', 30),
    }),
  },
} as const satisfies SingletonModel;
