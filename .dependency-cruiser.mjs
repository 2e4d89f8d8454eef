/**
 * How the code may import, checked by `npm run check:imports` (in `npm test` and `npm run test:quick`).
 * docs/architecture.md explains the layers; each rule's comment says what it protects.
 *
 * Who may import whom (an arrow reads "imports"):
 *
 *   app/ (pages) ─▶ lib/ (data) ─▶ content-model/        app/ ─▶ features/ ─▶ components/ ─▶ styles/
 *                                                         features/ ─▶ lib/ (shared: addresses, formats, device data)
 *
 * Content flows the other way: content/ is checked by content-model/, read by lib/content.ts,
 * shaped into props by the pages and handed down to features and components.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
const config = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'A cycle ties modules together so neither can be understood, tested or moved alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'nothing-imports-routes',
      severity: 'error',
      comment: 'app/ holds routes: they use everything and nothing uses them.',
      from: { pathNot: '^app/' },
      to: { path: '^app/' },
    },
    {
      name: 'styles-stand-alone',
      severity: 'error',
      comment: 'styles/ (theme and style engine) is the bottom layer: it knows no component, feature, page or content.',
      from: { path: '^styles/' },
      to: { path: '^(app|components|features|lib|content-model)/' },
    },
    {
      name: 'components-are-shared',
      severity: 'error',
      comment: 'components/ are shared building blocks: they know no feature and no page.',
      from: { path: '^components/' },
      to: { path: '^(app|features)/' },
    },
    {
      name: 'data-only-in-pages',
      severity: 'error',
      comment:
        'Only pages (app/) read content, through lib/content.ts, and pass plain props down. Components and features get data as props (types are fine).',
      from: { pathNot: ['^app/', '^lib/content\\.test\\.ts$'] },
      to: { path: '^lib/content\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'generated-data-behind-one-module',
      severity: 'error',
      comment:
        "Contentlayer's generated data is read by lib/content.ts alone, so Contentlayer could be swapped by changing one file.",
      from: { pathNot: ['^lib/content\\.ts$', '^\\.contentlayer/'] },
      to: { path: '^\\.contentlayer/' },
    },
    {
      name: 'pages-use-a-feature-through-its-front-door',
      severity: 'error',
      comment:
        "Pages use a feature through its index.ts (what pages need), never its insides, so a feature can change inside without touching pages. A part of a feature that only one route shows may have a front door of its own (features/practice/builder/index.ts): the site's layout imports the feature's main door, and every client component reachable from there joins every page's scripts.",
      from: { path: '^app/' },
      to: { path: '^features/', pathNot: ['^features/[^/]+/index\\.tsx?$', '^features/[^/]+/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'features-use-each-other-through-the-front-door',
      severity: 'error',
      comment:
        'A feature uses another through its index.ts, or its client.ts from an island (client code must not pull in a server-only index), never its insides.',
      from: { path: '^features/([^/]+)/' },
      to: { path: '^features/', pathNot: ['^features/$1/', '^features/[^/]+/(index|client)\\.tsx?$'] },
    },
    {
      name: 'model-reaches-only-mdx-declarations',
      severity: 'error',
      comment:
        'content-model/ describes content. The one thing it takes from a feature is the list of components that feature lets editors place in lesson text (features/*/mdx.ts).',
      from: { path: '^content-model/' },
      to: { path: '^(app|components|lib|styles)/|^features/(?![^/]+/mdx\\.ts$)' },
    },
    {
      name: 'mdx-declarations-stay-plain',
      severity: 'error',
      comment:
        "A feature's mdx.ts, and the notation it reads values with, run in the content check and the editor: no React, no components, no styles, no content model (that would be a cycle). The editor's own field helpers (@keystatic/core) are what mdx.ts is for.",
      from: { path: '^features/[^/]+/(mdx\\.ts$|groove/)' },
      to: { path: '\\.tsx$|^(app|components|lib|styles|content-model)/|^node_modules/(react|react-dom)/' },
    },
    {
      name: 'practice-views-stay-below-the-builder',
      severity: 'error',
      comment:
        "The groove builder (features/practice/builder/) is built on the practice feature's views (ui/): the lessons' grid, player and notation. A view that imported the builder would run back up the layers and tie every lesson to the builder's page; what both need (a groove's address, its step grid) lives in the groove core or in ui/.",
      from: { path: '^features/practice/ui/' },
      to: { path: '^features/practice/builder/' },
    },
    {
      name: 'visitor-pages-never-reach-the-editor',
      severity: 'error',
      comment:
        "The editor (Keystatic) must cost visitors nothing: no page, layout or island of the public site may reach its code, even through other modules. `npm run check:editor-scripts` proves the same on the built scripts, when the editor's own inputs change.",
      from: {
        path: '^(app|components|features|lib|styles)/',
        pathNot: '^app/(keystatic|api/keystatic)/|^features/[^/]+/mdx\\.ts$|\\.test\\.tsx?$|/testing/',
      },
      // The editor's packages, or the project's own modules that import them.
      to: {
        path: '^node_modules/(@keystatic|@keystar|prosemirror)|^(features/[^/]+/mdx\\.ts|content-model/(to-keystatic|mdx-components)\\.ts|keystatic\\.config\\.ts)$',
        reachable: true,
      },
    },
    {
      name: 'groove-core-stands-alone',
      severity: 'error',
      comment:
        'features/practice/groove/ is the groove language and all that is derived from it (vocabulary, parsing, timeline, score): pure data and functions that the build, the content check, the editor and the islands share. It imports nothing of the site, so it can be read, tested and moved alone.',
      from: { path: '^features/practice/groove/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(app|components|features|lib|styles|content-model)/', pathNot: '^features/practice/groove/' },
    },
    {
      name: 'players-below-the-ui',
      severity: 'error',
      comment:
        'playback/ (the sound engine), play-along/ (inputs, onsets, matching) and record/ (a take and its writing down) sit below the islands: they know no island, builder, editor or engraver, and no page or shared component.',
      from: { path: '^features/practice/(playback|play-along|record)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(app|components)/|^features/practice/(ui|builder|editor|engrave)/' },
    },
    {
      name: 'players-read-the-browser-safe-core',
      severity: 'error',
      comment:
        "playback/ and play-along/ run in visitors' browsers: from the core they take its types, and as values only its data and the small modules the islands already load (language, vocabulary, clicks, timeline sounds, stroke events, tempo, General MIDI), never the parser, the score or the timeline's making, which stay on the server.",
      from: { path: '^features/practice/(playback|play-along)/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^features/practice/groove/',
        pathNot:
          '^features/practice/groove/(language|vocabulary|clicks|timeline-sounds|stroke-events|tempo|general-midi)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'only-ui-uses-react',
      severity: 'error',
      comment:
        'The core, the engraver, the sound engine, play-along and recording are plain TypeScript, testable without a browser or React: only the islands (ui/, builder/, editor/) render.',
      from: { path: '^features/practice/(groove|engrave|playback|play-along|record)/' },
      to: { path: '^node_modules/(react|react-dom|next)/' },
    },
    {
      name: 'test-helpers-only-in-tests',
      severity: 'error',
      comment:
        'A testing/ folder holds what tests share (fixtures read from content, fakes): no page, island or script may use it.',
      from: { pathNot: '\\.test\\.tsx?$|/testing/' },
      to: { path: '/testing/' },
    },
    {
      name: 'lib-is-data',
      severity: 'error',
      comment:
        "lib/ is what the layers above share: content read and shaped for pages (content.ts), addresses, formats, and what the site keeps on the visitor's device (device-data.ts, used by features). It knows no component, feature or page.",
      from: { path: '^lib/' },
      to: { path: '^(app|components|features|styles)/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      from: {},
      // The global stylesheet is written by `npm run build:styles` before each build.
      to: { couldNotResolve: true, pathNot: '^@/\\.generated/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules is not followed, but its packages are kept as the ends of imports (the editor's rule names some).
    exclude: { path: '^(\\.next|\\.next-editor|\\.generated|out|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};

export default config;
