/**
 * Words for `npm run seed:bulk` (scripts/bulk/seed-bulk.ts): per-discipline phrases that, with the reference
 * lists already in the database (positions, skills, software, category experience, qualifications), make titles
 * and descriptions read like real posts, and give word searches common terms ("design", "senior", "brand") and
 * rare ones (the long tail of `BRIEFS` and `RARE`).
 */

/** Per discipline, in the order of the reference seed (id 1 is Design, 2 Architecture…). */
export interface DisciplineWords {
  /** Share of posts, freelancers and companies (relative). */
  weight: number;
  /** What the person will make or run. */
  deliverables: string[];
  /** Agency project titles (target PROJECT). */
  projects: string[];
  /** Company name endings. */
  suffixes: string[];
}

export const DISCIPLINE_WORDS: DisciplineWords[] = [
  {
    weight: 20, // Design
    deliverables: [
      'brand guidelines', 'campaign toolkits', 'packaging ranges', 'design system components', 'pitch decks', 'editorial layouts',
      'social media assets', 'annual reports', 'wayfinding schemes', 'product screens', 'illustration sets', 'logo suites',
    ],
    projects: ['Brand identity refresh', 'Packaging redesign', 'Campaign artwork', 'Annual report design', 'Design system audit', 'Rebrand and guidelines'],
    suffixes: ['Studio', 'Design', 'Creative', 'Design Co.', 'Brand Studio'],
  },
  {
    weight: 12, // Architecture
    deliverables: [
      'planning drawings', 'RIBA Stage 4 packages', 'feasibility studies', 'Revit models', 'construction details', 'tender packages',
      'design and access statements', 'massing studies', 'facade studies', 'site layouts', 'fire strategy drawings',
    ],
    projects: ['House extension drawings', 'Planning application package', 'Feasibility study', 'Retrofit concept design', 'Visualisations for planning'],
    suffixes: ['Architects', 'Architecture', 'Practice', 'Associates', 'Workshop'],
  },
  {
    weight: 8, // Interior Design
    deliverables: [
      'FF&E schedules', 'sample boards', 'joinery drawings', 'lighting layouts', 'material palettes', 'mood boards',
      'fit-out packages', 'furniture plans', 'finishes schedules', 'client presentations',
    ],
    projects: ['Restaurant fit-out concept', 'Show flat styling', 'Office interior scheme', 'Hotel lobby redesign', 'Retail store interior'],
    suffixes: ['Interiors', 'Interior Design', 'Studio', 'Design House'],
  },
  {
    weight: 5, // Landscape & Urban Design
    deliverables: [
      'planting plans', 'landscape masterplans', 'visual impact assessments', 'hard landscape details', 'SuDS strategies',
      'tree surveys', 'design codes', 'public realm schemes', 'play space designs',
    ],
    projects: ['Garden design', 'Public realm concept', 'Landscape visual impact assessment', 'Planting scheme', 'Play area design'],
    suffixes: ['Landscape Architects', 'Landscapes', 'Urban Design', 'Landscape Studio'],
  },
  {
    weight: 15, // Digital & Technology
    deliverables: [
      'React components', 'REST and GraphQL APIs', 'CI pipelines', 'cloud infrastructure', 'mobile releases', 'test suites',
      'data pipelines', 'accessibility fixes', 'performance budgets', 'Kubernetes deployments', 'TypeScript services',
    ],
    projects: ['Website rebuild', 'Mobile app MVP', 'E-commerce platform migration', 'CMS integration', 'API development', 'Performance audit'],
    suffixes: ['Digital', 'Labs', 'Technology', 'Software', 'Tech'],
  },
  {
    weight: 12, // Marketing & Communications
    deliverables: [
      'paid social campaigns', 'PPC accounts', 'SEO audits', 'content calendars', 'press releases', 'email journeys',
      'campaign reports', 'launch plans', 'brand messaging', 'influencer programmes',
    ],
    projects: ['SEO audit and roadmap', 'Paid social campaign', 'PPC management', 'Product launch campaign', 'PR campaign', 'Email marketing programme'],
    suffixes: ['Communications', 'Marketing', 'Media', 'Agency', 'Partners'],
  },
  {
    weight: 8, // Film, Motion & Animation
    deliverables: [
      'brand films', 'explainer animations', 'social cut-downs', 'title sequences', 'product renders', 'storyboards',
      'colour grades', 'documentary edits', 'motion toolkits', 'launch films',
    ],
    projects: ['Product launch film', 'Explainer animation', 'Brand documentary', 'Social video series', '3D product animation'],
    suffixes: ['Films', 'Pictures', 'Motion', 'Productions', 'Animation'],
  },
  {
    weight: 6, // Photography
    deliverables: [
      'product shoots', 'e-commerce imagery', 'portrait sessions', 'event coverage', 'food photography', 'retouched selects',
      'lookbooks', 'architectural photographs', 'campaign imagery',
    ],
    projects: ['E-commerce product shoot', 'Team headshots', 'Lookbook photography', 'Event photography', 'Interiors photography'],
    suffixes: ['Photography', 'Images', 'Photo Studio', 'Pictures'],
  },
  {
    weight: 7, // Writing & Content
    deliverables: [
      'website copy', 'blog articles', 'UX microcopy', 'case studies', 'white papers', 'tone of voice guides',
      'newsletters', 'scripts', 'product descriptions', 'speeches',
    ],
    projects: ['Website copywriting', 'Tone of voice guide', 'Blog content programme', 'Case study series', 'Product description rewrite'],
    suffixes: ['Content', 'Words', 'Editorial', 'Copy Co.', 'Publishing'],
  },
  {
    weight: 7, // Product & Industrial Design
    deliverables: [
      'CAD models', 'prototypes', 'CMF specifications', 'design for manufacture reviews', 'concept sketches', 'renderings',
      'packaging engineering', 'user testing rigs', 'tooling drawings',
    ],
    projects: ['Consumer product design', 'Prototype development', 'Furniture range design', 'Packaging engineering', 'CMF strategy'],
    suffixes: ['Product Design', 'Industrial Design', 'Engineering', 'Design Lab'],
  },
];

/** Opening sentences (`{c}` the company, `{p}` the position with its article, `{g}` a category experience). */
export const OPENINGS = [
  '{c} is looking for {p} to join a small, friendly team working on {g} projects.',
  '{c} is hiring {p} for a busy year of {g} work.',
  'We are {c}, and we need {p} to help us deliver {g} projects for new and returning clients.',
  'Join {c} as {p}: you will work across {g} briefs from first idea to delivery.',
  '{c} has grown quickly and is looking for {p} with a strong {g} portfolio.',
  'An exciting opportunity for {p} at {c}, an award-winning team known for {g} work.',
];

/**
 * Who the first brief is for, from common to rare: picked with a strong skew, so the first words occur in a few
 * per cent of posts and the last in a few hundred out of a million.
 */
export const BRIEFS = [
  'a high street retailer', 'a national charity', 'a fintech start-up', 'a university', 'a housing association',
  'a global sportswear brand', 'a luxury hotel group', 'a local council', 'an NHS trust', 'a craft brewery',
  'a streaming service', 'a video game studio', 'a premier league club', 'a museum', 'an electric car maker',
  'a renewable energy company', 'a vegan food brand', 'a skincare brand', 'a law firm', 'a coffee roaster',
  'a boutique gym chain', 'a theatre company', 'a record label', 'a publishing house', 'an airline',
  'a children\u2019s hospital', 'a vineyard', 'a bakery chain', 'a bicycle maker', 'a furniture brand',
  'a pet food company', 'a music festival', 'a ferry operator', 'a cinema chain', 'a botanical garden',
  'an outdoor clothing brand', 'a whisky distillery', 'a tea merchant', 'a ceramics studio', 'a zoo',
  'a cathedral', 'a cider maker', 'a sailing school', 'a ski resort', 'a chocolatier',
  'a ballet company', 'a perfumery', 'an organic farm', 'a bookshop', 'a climbing wall',
  'an observatory', 'a planetarium', 'a velodrome', 'a lighthouse trust', 'a funicular railway',
  'an apiary', 'a kombucha brewery', 'a harpsichord maker', 'a falconry centre', 'a zeppelin museum',
];

/** Words that appear only in a handful of posts: one in a sentence in about 1 post in 200. */
export const RARE = [
  'bioluminescent', 'marquetry', 'letterpress', 'cartography', 'glassblowing', 'taxidermy', 'origami', 'calligraphy',
  'stonemasonry', 'cyanotype', 'risograph', 'thatching', 'tapestry', 'bookbinding', 'silversmith', 'horology',
];

export const RESPONSIBILITIES = [
  'Work closely with the {g} team on {d}',
  'Take ownership of {d} from brief to sign-off',
  'Present {d} to clients with the project lead',
  'Keep {d} consistent across every channel',
  'Mentor junior colleagues and review {d}',
  'Plan and estimate {d} with the producers',
  'Deliver {d} on time and on budget',
];

export const CLOSINGS = [
  'We offer flexible hours, a hybrid week and a generous training budget.',
  'The role suits someone organised, curious and happy to share ideas early.',
  'Please include links to recent work with your application.',
  'We welcome applications from people of every background.',
  'Interviews will take place over the next two weeks.',
  'There is a good chance of extension for the right person.',
];

export const TITLE_SUFFIXES = ['', '', '', '', '', '', ' (contract)', ' (maternity cover)', ' \u2013 6 month contract', ' \u2013 immediate start', ' (part-time)', ' \u2013 hybrid'];

export const FOLLOW_UPS = [
  'Thank you for applying. We read every application and will be in touch within a week.',
  'Thanks for your interest! If your experience fits, we will call you to arrange a chat.',
  'Thank you. Our talent team reviews applications every Friday.',
  'We have received your application and will reply within ten working days.',
];

export const COMPANY_WORDS = {
  first: [
    'North', 'Copper', 'Silver', 'Blue', 'Kite', 'Harbour', 'Oak', 'Willow', 'Granite', 'Hazel', 'Iron', 'Lark', 'Meadow',
    'Pine', 'Quarry', 'Raven', 'Saffron', 'Tide', 'Umber', 'Vale', 'Wren', 'Amber', 'Birch', 'Cedar', 'Delta', 'Ember',
    'Fern', 'Glass', 'Heron', 'Indigo', 'Juniper', 'Kestrel', 'Linden', 'Maple', 'Nova', 'Orchard', 'Pebble', 'Rowan',
  ],
  second: ['wind', 'field', 'stone', 'bridge', 'light', 'worth', 'well', 'brook', 'gate', 'ford', 'mark', 'line', 'house', 'yard', 'works'],
};

export const FIRST_NAMES = [
  'Olivia', 'Amelia', 'Isla', 'Ava', 'Mia', 'Ivy', 'Lily', 'Freya', 'Grace', 'Sophia', 'Ella', 'Poppy', 'Evie', 'Aisha',
  'Priya', 'Zara', 'Chloe', 'Hannah', 'Nina', 'Sofia', 'Maya', 'Ruby', 'Alice', 'Leah', 'Niamh', 'Siobhan', 'Ingrid',
  'Noah', 'Oliver', 'George', 'Arthur', 'Leo', 'Harry', 'Oscar', 'Jack', 'Theo', 'Finley', 'Mohammed', 'Ravi', 'Sam',
  'Tom', 'Daniel', 'Lucas', 'Ethan', 'Kwame', 'Tariq', 'Ewan', 'Callum', 'Rhys', 'Luca', 'Mateo', 'Jonas', 'Pierre',
];

export const LAST_NAMES = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Patel', 'Robinson', 'Wright', 'Thompson',
  'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Khan', 'Okafor', 'Berg', 'Murphy',
  'O\u2019Brien', 'Campbell', 'Stewart', 'Morgan', 'Hughes', 'Ali', 'Singh', 'Nowak', 'Rossi', 'Garcia', 'Muller', 'Dubois',
  'Jansen', 'Silva', 'Andersen', 'Kowalski', 'Nguyen', 'Chen', 'Kaur', 'Ahmed', 'Mensah', 'Byrne', 'Fraser', 'Lloyd',
];

/** Real UK and EU cities (looked up in the offline place list for their GeoNames id and coordinates), with weights. */
export const CITIES: [name: string, country: string, weight: number][] = [
  ['London', 'GB', 30], ['Manchester', 'GB', 8], ['Birmingham', 'GB', 6], ['Leeds', 'GB', 5], ['Bristol', 'GB', 5],
  ['Edinburgh', 'GB', 5], ['Glasgow', 'GB', 4], ['Liverpool', 'GB', 3], ['Newcastle upon Tyne', 'GB', 3], ['Cardiff', 'GB', 3],
  ['Brighton', 'GB', 3], ['Sheffield', 'GB', 2], ['Nottingham', 'GB', 2], ['Belfast', 'GB', 2], ['Cambridge', 'GB', 2],
  ['Oxford', 'GB', 2], ['Leicester', 'GB', 1], ['Southampton', 'GB', 1], ['Aberdeen', 'GB', 1], ['Bath', 'GB', 1],
  ['York', 'GB', 1], ['Norwich', 'GB', 1], ['Exeter', 'GB', 1], ['Milton Keynes', 'GB', 1], ['Reading', 'GB', 1],
  ['Dublin', 'IE', 3], ['Amsterdam', 'NL', 3], ['Berlin', 'DE', 3], ['Paris', 'FR', 3], ['Barcelona', 'ES', 2],
  ['Madrid', 'ES', 2], ['Lisbon', 'PT', 2], ['Copenhagen', 'DK', 1], ['Stockholm', 'SE', 1], ['Milan', 'IT', 1],
  ['Munich', 'DE', 1], ['Rotterdam', 'NL', 1], ['Brussels', 'BE', 1], ['Vienna', 'AT', 1], ['Prague', 'CZ', 1],
  ['Warsaw', 'PL', 1], ['Helsinki', 'FI', 1],
];

/** Countries whose posts are paid in euros. */
export const EURO_COUNTRIES = ['IE', 'NL', 'DE', 'FR', 'ES', 'PT', 'IT', 'BE', 'AT', 'FI'];
