/**
 * The reference lists loaded on a fresh database: a marketplace of creative, digital and
 * built-environment work. Order matters for disciplines: id 1 (Design) is the freelancer dashboard's
 * "latest opportunities" filter and id 2 (Architecture) is where software skills and qualifications
 * are required (decision 0011).
 */

export const JOB_LEVELS = [
  { key: 'JUNIOR', name: 'Junior', description: 'Up to 2 years of professional experience, working under supervision' },
  { key: 'MID', name: 'Mid-level', description: '2 to 5 years; runs their own work from brief to delivery' },
  { key: 'SENIOR', name: 'Senior', description: '5 years or more; leads projects and guides others' },
  { key: 'LEAD', name: 'Lead', description: 'Leads a team or a discipline within a studio' },
  { key: 'DIRECTOR', name: 'Director', description: 'Sets the direction of a studio, practice or department' },
] as const;
type LevelKey = (typeof JOB_LEVELS)[number]['key'];

export const JOB_TYPES = [
  { key: 'FREELANCE', name: 'Freelance', description: 'Contract or project work, paid by the day or by the project' },
  { key: 'PERMANENT', name: 'Permanent', description: 'An employed role on the payroll' },
  { key: 'BOTH', name: 'Freelance or permanent', description: 'Open to either' },
] as const;

export const WORKING_HOURS = [
  { key: 'FULLTIME', name: 'Full-time', description: 'Five days a week' },
  { key: 'PARTTIME', name: 'Part-time', description: 'Fewer days or shorter hours' },
  { key: 'BOTH_TIME', name: 'Full-time or part-time', description: 'Open to either' },
] as const;

/** Document 3's 11 agency services, in its order. */
export const SERVICES = [
  'Web Development', 'Mobile App Development', 'Video Production', 'Copywriting', 'SEO Services', 'Paid Social', 'PPC',
  'Digital Design', 'Print Design', '3D & Animations', 'Brand Identity',
] as const;

export const LANGUAGES: readonly [name: string, code: string][] = [
  ['Arabic', 'ar'], ['Bengali', 'bn'], ['British Sign Language', 'bfi'], ['Cantonese', 'yue'], ['Danish', 'da'],
  ['Dutch', 'nl'], ['English', 'en'], ['Finnish', 'fi'], ['French', 'fr'], ['German', 'de'], ['Greek', 'el'],
  ['Gujarati', 'gu'], ['Hebrew', 'he'], ['Hindi', 'hi'], ['Irish', 'ga'], ['Italian', 'it'], ['Japanese', 'ja'],
  ['Korean', 'ko'], ['Mandarin Chinese', 'zh'], ['Norwegian', 'no'], ['Polish', 'pl'], ['Portuguese', 'pt'],
  ['Punjabi', 'pa'], ['Romanian', 'ro'], ['Russian', 'ru'], ['Scottish Gaelic', 'gd'], ['Spanish', 'es'],
  ['Swahili', 'sw'], ['Swedish', 'sv'], ['Tamil', 'ta'], ['Thai', 'th'], ['Turkish', 'tr'], ['Ukrainian', 'uk'],
  ['Urdu', 'ur'], ['Vietnamese', 'vi'], ['Welsh', 'cy'],
];

/** Settings beyond the job-post price and VAT (seeded by seedSettings): document 2's terms. */
export const REFERENCE_SETTINGS: Record<string, string> = {
  subscription_monthly_price_pence: '19500',
  subscription_included_job_posts_count: '2',
  subscription_renewal_day: '4',
  invoice_due_days: '30',
  commission_percentage: '10',
  // The seller printed on every VAT invoice (decision 0046): empty until the console sets them; a live (Stripe)
  // charge is refused until all three are set.
  supplier_name: '',
  supplier_address: '',
  supplier_vat_number: '',
  // 'quantity:percent' pairs off the job-post price; none by default.
  volume_discount_tiers: '',
};

export interface Discipline {
  name: string;
  /** Category experience: the kinds of work and sectors. */
  genres: string[];
  skills: string[];
  /** Skills flagged `software`. */
  software: string[];
  qualifications: string[];
  positions: Record<LevelKey, string[]>;
}

export const DISCIPLINES: Discipline[] = [
  {
    name: 'Design',
    genres: [
      'Branding & Identity', 'Packaging', 'Editorial & Publishing', 'Advertising', 'Digital Products & Apps', 'Websites',
      'Wayfinding & Signage', 'Exhibitions & Events', 'Retail & E-commerce', 'Fashion & Beauty', 'Food & Drink',
      'Financial Services', 'Charity & Non-profit', 'Public Sector', 'Entertainment & Gaming', 'Sport',
    ],
    skills: [
      'Brand Identity', 'Logo Design', 'Typography', 'Layout', 'Art Direction', 'Illustration', 'Iconography',
      'Infographics', 'Packaging Design', 'Print Production', 'Editorial Design', 'Campaign Design', 'Social Media Design',
      'Presentation Design', 'UI Design', 'UX Design', 'User Research', 'Wireframing', 'Prototyping', 'Interaction Design',
      'Design Systems', 'Accessibility', 'Usability Testing', 'Information Architecture', 'Colour Theory', 'Mood Boards',
      'Storyboarding', 'Pitching', 'Artwork & Retouching', 'Motion Graphics', 'Hand Lettering', 'Signage & Wayfinding',
    ],
    software: [
      'Figma', 'Sketch', 'Adobe Photoshop', 'Adobe Illustrator', 'Adobe InDesign', 'Adobe XD', 'Adobe After Effects',
      'Procreate', 'Miro', 'Framer', 'Webflow', 'Canva', 'Affinity Designer', 'Cinema 4D',
    ],
    qualifications: [
      'BA (Hons) Graphic Design', 'BA (Hons) Illustration', 'BA (Hons) Communication Design', 'MA Graphic Design',
      'Foundation Diploma in Art & Design', 'Google UX Design Certificate', 'NN/g UX Certification',
      'Interaction Design Foundation Certificate', 'Adobe Certified Professional',
    ],
    positions: {
      JUNIOR: ['Junior Graphic Designer', 'Junior UI Designer', 'Junior Artworker', 'Design Assistant'],
      MID: ['Graphic Designer', 'UI Designer', 'UX Designer', 'Brand Designer', 'Digital Designer', 'Artworker'],
      SENIOR: ['Senior Graphic Designer', 'Senior UX Designer', 'Senior Product Designer', 'Senior Brand Designer'],
      LEAD: ['Lead Designer', 'Lead Product Designer', 'Design Lead', 'Associate Creative Director'],
      DIRECTOR: ['Design Director', 'Creative Director', 'Head of Design'],
    },
  },
  {
    name: 'Architecture',
    genres: [
      'Residential', 'Housing & Build to Rent', 'Commercial & Workplace', 'Education', 'Healthcare', 'Hospitality', 'Retail',
      'Cultural & Civic', 'Mixed-use', 'Masterplanning', 'Heritage & Conservation', 'Sport & Leisure',
      'Transport & Infrastructure', 'Industrial & Logistics', 'Sustainability & Retrofit', 'Science & Laboratories',
    ],
    skills: [
      'Concept Design', 'Design Development', 'Technical Design', 'Detailing', 'Planning Applications',
      'Building Regulations', 'Feasibility Studies', 'Space Planning', 'Site Analysis', 'Masterplanning',
      'Design & Access Statements', 'Contract Administration', 'Tender Packages', 'Construction Drawings',
      'Specification Writing', 'Client Liaison', 'Stakeholder Engagement', 'Sustainable Design', 'Passivhaus Design',
      'Retrofit', 'Conservation & Listed Buildings', 'Fire Strategy Coordination', 'Model Making', 'Hand Sketching',
      'Visualisation', 'Project Management', 'RIBA Plan of Work', 'BIM Coordination', 'Facade Design',
      'Inclusive Design',
    ],
    software: [
      'Revit', 'AutoCAD', 'ArchiCAD', 'Vectorworks', 'SketchUp', 'Rhino', 'Grasshopper', 'Enscape', 'Lumion', 'V-Ray',
      'Twinmotion', 'Navisworks', 'Adobe Photoshop', 'Adobe InDesign', 'NBS Chorus', 'Bluebeam Revu',
    ],
    qualifications: [
      'RIBA Part 1', 'RIBA Part 2', 'RIBA Part 3', 'ARB Registration', 'RIBA Chartered Member', 'BA (Hons) Architecture',
      'MArch', 'Chartered Architectural Technologist (CIAT)', 'Certified Passivhaus Designer', 'BIM Level 2 Certification',
      'AABC Conservation Accreditation', 'CDM Principal Designer Training', 'BREEAM Accredited Professional',
    ],
    positions: {
      JUNIOR: ['Part 1 Architectural Assistant', 'Part 2 Architectural Assistant', 'Junior Architectural Technologist'],
      MID: ['Architect', 'Architectural Technologist', 'Architectural Designer', 'BIM Coordinator'],
      SENIOR: ['Senior Architect', 'Senior Architectural Technologist', 'Project Architect'],
      LEAD: ['Associate Architect', 'Lead Architect', 'Design Manager', 'BIM Manager'],
      DIRECTOR: ['Associate Director', 'Director of Architecture', 'Practice Director'],
    },
  },
  {
    name: 'Interior Design',
    genres: [
      'Residential', 'Luxury Residential', 'Workplace', 'Hospitality', 'Hotels', 'Restaurants & Bars', 'Retail',
      'Healthcare', 'Education', 'Yachts & Aviation', 'Exhibition', 'Student Accommodation', 'Later Living',
    ],
    skills: [
      'Space Planning', 'Concept Design', 'FF&E Specification', 'Material Selection', 'Colour & Finishes', 'Lighting Design',
      'Joinery Design', 'Mood Boards', 'Sample Boards', 'Furniture Design', 'Technical Drawing', 'Detailing',
      'Client Presentations', 'Procurement', 'Budget Management', 'Site Visits', 'Project Management', 'Styling',
      'Soft Furnishings', 'Kitchen Design', 'Bathroom Design', 'Workplace Strategy', 'Wayfinding', 'Sustainable Interiors',
      'Visualisation', 'Hand Rendering', 'Fit-out', 'Stakeholder Management', 'Brief Writing', 'Supplier Liaison',
    ],
    software: [
      'AutoCAD', 'Revit', 'SketchUp', '3ds Max', 'V-Ray', 'Enscape', 'Vectorworks', 'Adobe Photoshop', 'Adobe InDesign',
      'Chief Architect', 'Lumion', 'Rhino',
    ],
    qualifications: [
      'BA (Hons) Interior Design', 'BA (Hons) Interior Architecture', 'MA Interior Design', 'KLC Diploma in Interior Design',
      'Inchbald Diploma in Interior Design', 'BIID Registered Interior Designer', 'NCIDQ Certification',
      'WELL Accredited Professional', 'CDM Awareness',
    ],
    positions: {
      JUNIOR: ['Junior Interior Designer', 'Interior Design Assistant', 'FF&E Assistant'],
      MID: ['Interior Designer', 'FF&E Designer', 'Interior Architect', 'Interiors Visualiser'],
      SENIOR: ['Senior Interior Designer', 'Senior FF&E Designer', 'Senior Interior Architect'],
      LEAD: ['Associate Interior Designer', 'Lead Interior Designer', 'Interiors Studio Manager'],
      DIRECTOR: ['Interior Design Director', 'Head of Interiors'],
    },
  },
  {
    name: 'Landscape & Urban Design',
    genres: [
      'Public Realm', 'Parks & Open Spaces', 'Residential Landscapes', 'Private Gardens', 'Streetscapes',
      'Urban Regeneration', 'Masterplanning', 'Ecology & Biodiversity', 'Play Spaces', 'Education Landscapes',
      'Healthcare Landscapes', 'Infrastructure', 'Waterfronts',
    ],
    skills: [
      'Landscape Design', 'Planting Design', 'Hard Landscaping', 'Soft Landscaping', 'Masterplanning', 'Urban Design',
      'Landscape & Visual Impact Assessment', 'Green Infrastructure', 'Sustainable Drainage (SuDS)', 'Arboriculture',
      'Ecology', 'Biodiversity Net Gain', 'Grading & Levels', 'Site Analysis', 'Planning Applications', 'Design Codes',
      'Community Engagement', 'Construction Details', 'Specification Writing', 'Contract Administration', 'Hand Sketching',
      'Visualisation', 'Placemaking', 'Streetscape Design', 'Play Design', 'Tree Surveys', 'Maintenance Plans',
      'Heritage Landscapes', 'Cost Planning', 'Public Consultation',
    ],
    software: [
      'AutoCAD', 'Vectorworks Landmark', 'ArcGIS', 'QGIS', 'SketchUp', 'Rhino', 'Lumion', 'Adobe Photoshop',
      'Adobe Illustrator', 'Adobe InDesign', 'Revit', 'Civil 3D',
    ],
    qualifications: [
      'BA (Hons) Landscape Architecture', 'MA Landscape Architecture', 'Chartered Member of the Landscape Institute (CMLI)',
      'Landscape Institute Pathway to Chartership', 'MA Urban Design', 'RTPI Chartered Membership',
      'Lantra Professional Tree Inspection', 'BREEAM Accredited Professional',
    ],
    positions: {
      JUNIOR: ['Graduate Landscape Architect', 'Junior Urban Designer', 'Landscape Assistant'],
      MID: ['Landscape Architect', 'Urban Designer', 'Landscape Designer', 'GIS Technician'],
      SENIOR: ['Senior Landscape Architect', 'Senior Urban Designer'],
      LEAD: ['Associate Landscape Architect', 'Principal Urban Designer'],
      DIRECTOR: ['Director of Landscape', 'Head of Urban Design'],
    },
  },
  {
    name: 'Digital & Technology',
    genres: [
      'E-commerce', 'Fintech', 'SaaS', 'Healthtech', 'Edtech', 'Media & Publishing', 'Travel & Hospitality', 'Retail',
      'Public Sector & GovTech', 'Charity & Non-profit', 'Gaming', 'Marketplaces', 'Automotive', 'Property & Proptech',
    ],
    skills: [
      'Front-end Development', 'Back-end Development', 'Full-stack Development', 'Mobile App Development',
      'Responsive Web Design', 'API Design', 'Accessibility (WCAG)', 'Performance Optimisation', 'Automated Testing',
      'Test-driven Development', 'DevOps', 'CI/CD', 'Cloud Architecture', 'Application Security', 'Database Design',
      'Agile & Scrum', 'Technical Writing', 'Code Review', 'Product Management', 'Business Analysis', 'Data Analysis',
      'Machine Learning', 'Technical SEO', 'E-commerce Platforms', 'CMS Development', 'Headless CMS', 'Quality Assurance',
      'Solution Architecture', 'Systems Integration', 'Technical Leadership',
    ],
    software: [
      'JavaScript', 'TypeScript', 'React', 'Vue.js', 'Angular', 'Node.js', 'Python', 'PHP', 'Laravel', 'Ruby on Rails',
      'Swift', 'Kotlin', 'Flutter', 'React Native', 'Java', 'C#', '.NET', 'Go', 'SQL', 'PostgreSQL', 'MongoDB', 'GraphQL',
      'AWS', 'Google Cloud', 'Microsoft Azure', 'Docker', 'Kubernetes', 'Git', 'Shopify', 'WordPress', 'Magento', 'Jira',
    ],
    qualifications: [
      'BSc Computer Science', 'BSc Software Engineering', 'AWS Certified Solutions Architect', 'AWS Certified Developer',
      'Google Professional Cloud Architect', 'Microsoft Azure Developer Associate', 'Certified ScrumMaster (CSM)',
      'PRINCE2 Practitioner', 'ISTQB Certified Tester', 'CompTIA Security+', 'Certified Kubernetes Administrator (CKA)',
    ],
    positions: {
      JUNIOR: ['Junior Developer', 'Graduate Software Engineer', 'Junior QA Tester'],
      MID: ['Front-end Developer', 'Back-end Developer', 'Full-stack Developer', 'Mobile Developer', 'QA Engineer', 'DevOps Engineer'],
      SENIOR: ['Senior Developer', 'Senior Software Engineer', 'Senior DevOps Engineer', 'Product Manager'],
      LEAD: ['Tech Lead', 'Lead Developer', 'Solutions Architect', 'Engineering Manager'],
      DIRECTOR: ['Chief Technology Officer', 'Head of Engineering', 'Director of Technology'],
    },
  },
  {
    name: 'Marketing & Communications',
    genres: [
      'Consumer Brands', 'B2B', 'Retail', 'Financial Services', 'Technology', 'Healthcare & Pharma', 'Automotive',
      'Travel & Tourism', 'Food & Drink', 'Fashion & Luxury', 'Charity & Non-profit', 'Public Sector', 'Entertainment', 'Sport',
    ],
    skills: [
      'Brand Strategy', 'Marketing Strategy', 'Campaign Planning', 'Content Marketing', 'Social Media Marketing',
      'Paid Social', 'PPC', 'SEO', 'Email Marketing', 'Marketing Automation', 'CRM', 'Influencer Marketing',
      'Public Relations', 'Media Relations', 'Crisis Communications', 'Internal Communications', 'Copywriting',
      'Market Research', 'Customer Insight', 'Analytics & Reporting', 'Conversion Rate Optimisation', 'Affiliate Marketing',
      'Event Marketing', 'Partnerships', 'Budget Management', 'Media Planning', 'Media Buying', 'Product Marketing',
      'Community Management', 'Account Management',
    ],
    software: [
      'Google Analytics', 'Google Ads', 'Meta Ads Manager', 'LinkedIn Campaign Manager', 'HubSpot',
      'Salesforce Marketing Cloud', 'Mailchimp', 'Klaviyo', 'Hootsuite', 'Sprout Social', 'Semrush', 'Ahrefs',
      'Google Tag Manager', 'Looker Studio', 'Canva',
    ],
    qualifications: [
      'CIM Certificate in Professional Marketing', 'CIM Diploma in Professional Marketing', 'Chartered Marketer',
      'CIPR Professional PR Diploma', 'IDM Diploma in Digital Marketing', 'Google Ads Certification',
      'Google Analytics Certification', 'HubSpot Inbound Marketing Certification',
      'Meta Certified Media Buying Professional', 'BA (Hons) Marketing',
    ],
    positions: {
      JUNIOR: ['Marketing Assistant', 'Marketing Executive', 'Social Media Executive', 'PR Assistant'],
      MID: ['Marketing Manager', 'Digital Marketing Manager', 'PPC Specialist', 'SEO Specialist', 'Content Marketing Manager', 'PR Account Manager'],
      SENIOR: ['Senior Marketing Manager', 'Senior Account Manager', 'Senior PR Manager'],
      LEAD: ['Marketing Lead', 'Communications Lead', 'Account Director'],
      DIRECTOR: ['Marketing Director', 'Communications Director', 'Chief Marketing Officer'],
    },
  },
  {
    name: 'Film, Motion & Animation',
    genres: [
      'Advertising & Commercials', 'Broadcast TV', 'Branded Content', 'Music Videos', 'Documentary', 'Corporate & Internal',
      'Social Content', 'Film & Drama', 'Games', 'Events & Live', 'Education & E-learning', 'Explainers', 'Title Sequences',
    ],
    skills: [
      'Directing', 'Producing', 'Cinematography', 'Camera Operation', 'Lighting', 'Sound Recording', 'Editing',
      'Colour Grading', 'Motion Graphics', '2D Animation', '3D Animation', 'Character Animation', 'Storyboarding',
      'Scriptwriting', 'Visual Effects', 'Compositing', '3D Modelling', 'Texturing', 'Rigging', 'Rendering', 'Sound Design',
      'Live Streaming', 'Drone Operation', 'Production Management', 'Location Scouting', 'Casting',
      'Post-production Supervision', 'Subtitling', 'Animatics', 'Kinetic Typography',
    ],
    software: [
      'Adobe After Effects', 'Adobe Premiere Pro', 'DaVinci Resolve', 'Final Cut Pro', 'Avid Media Composer', 'Cinema 4D',
      'Blender', 'Autodesk Maya', 'Houdini', 'Nuke', 'Unreal Engine', 'Toon Boom Harmony', 'Adobe Animate', 'Pro Tools',
      'Frame.io',
    ],
    qualifications: [
      'BA (Hons) Film Production', 'BA (Hons) Animation', 'BA (Hons) Motion Graphics', 'MA Visual Effects', 'NFTS Diploma',
      'DaVinci Resolve Certified Colourist', 'Avid Certified User', 'CAA General Visual Line of Sight Certificate (GVC)',
      'First Aid at Work',
    ],
    positions: {
      JUNIOR: ['Junior Editor', 'Junior Motion Designer', 'Junior Animator', 'Runner'],
      MID: ['Video Editor', 'Motion Designer', 'Animator', '3D Artist', 'Camera Operator', 'Producer'],
      SENIOR: ['Senior Editor', 'Senior Motion Designer', 'Senior 3D Artist', 'Director of Photography'],
      LEAD: ['Lead Animator', 'Head of Motion', 'Post-production Supervisor'],
      DIRECTOR: ['Director', 'Executive Producer', 'Creative Director'],
    },
  },
  {
    name: 'Photography',
    genres: [
      'Advertising', 'Fashion', 'Portrait', 'Product & Still Life', 'Food & Drink', 'Architecture & Interiors', 'Editorial',
      'Events', 'Weddings', 'Corporate', 'Sport', 'Travel', 'Documentary', 'E-commerce',
    ],
    skills: [
      'Studio Photography', 'Location Photography', 'Lighting', 'Composition', 'Retouching', 'Colour Correction',
      'Art Direction', 'Styling', 'Set Design', 'Product Photography', 'Portrait Photography', 'Fashion Photography',
      'Food Photography', 'Architectural Photography', 'Event Photography', 'Photojournalism', 'Drone Photography',
      '360° Photography', 'Video', 'Digital Tech', 'Image Management', 'Shoot Production', 'Casting', 'Model Direction',
      'Fine Art Printing', 'Film Photography', 'Tethered Shooting', 'Focus Stacking', 'Licensing & Usage', 'Client Liaison',
    ],
    software: [
      'Adobe Lightroom', 'Adobe Photoshop', 'Capture One', 'Adobe Bridge', 'Affinity Photo', 'Photo Mechanic',
      'Helicon Focus',
    ],
    qualifications: [
      'BA (Hons) Photography', 'MA Photography', 'Licentiate of the Royal Photographic Society (LRPS)',
      'Associate of the Royal Photographic Society (ARPS)', 'BIPP Qualified Photographer',
      'CAA General Visual Line of Sight Certificate (GVC)', 'Adobe Certified Professional',
    ],
    positions: {
      JUNIOR: ['Photography Assistant', 'Junior Retoucher', 'Digital Assistant'],
      MID: ['Photographer', 'Retoucher', 'Digital Technician', 'Studio Photographer'],
      SENIOR: ['Senior Photographer', 'Senior Retoucher'],
      LEAD: ['Lead Photographer', 'Photography Studio Manager', 'Photography Producer'],
      DIRECTOR: ['Head of Photography', 'Picture Director'],
    },
  },
  {
    name: 'Writing & Content',
    genres: [
      'Advertising', 'Brand & Tone of Voice', 'Digital & UX', 'Technical', 'Editorial & Journalism', 'B2B',
      'Financial Services', 'Healthcare', 'Retail & E-commerce', 'Travel', 'Charity & Non-profit', 'Public Sector', 'Education',
    ],
    skills: [
      'Copywriting', 'Content Writing', 'Content Strategy', 'Tone of Voice', 'UX Writing', 'Technical Writing',
      'SEO Copywriting', 'Scriptwriting', 'Speech Writing', 'Editing', 'Proofreading', 'Sub-editing', 'Journalism',
      'Feature Writing', 'Ghostwriting', 'Blogging', 'Email Copywriting', 'Social Copy', 'Press Releases', 'White Papers',
      'Case Studies', 'Bid & Grant Writing', 'Naming', 'Localisation', 'Translation', 'Research', 'Interviewing',
      'Storytelling', 'Plain English', 'Content Design',
    ],
    software: [
      'WordPress', 'Contentful', 'Google Docs', 'Microsoft Word', 'Grammarly', 'Hemingway Editor', 'Figma', 'Semrush',
      'Jira', 'Notion',
    ],
    qualifications: [
      'BA (Hons) English', 'BA (Hons) Journalism', 'NCTJ Diploma in Journalism', 'CIEP Professional Member',
      'Content Design London Training', 'CIM Certificate in Content Marketing', 'CIOL Diploma in Translation',
      'D&AD Writing for Design',
    ],
    positions: {
      JUNIOR: ['Junior Copywriter', 'Content Assistant', 'Editorial Assistant'],
      MID: ['Copywriter', 'Content Writer', 'Content Designer', 'UX Writer', 'Editor'],
      SENIOR: ['Senior Copywriter', 'Senior Content Designer', 'Managing Editor'],
      LEAD: ['Lead Content Designer', 'Content Lead', 'Associate Creative Director (Copy)'],
      DIRECTOR: ['Head of Content', 'Editorial Director', 'Creative Director (Copy)'],
    },
  },
  {
    name: 'Product & Industrial Design',
    genres: [
      'Consumer Electronics', 'Furniture', 'Homewares', 'Lighting', 'Medical Devices', 'Automotive & Transport', 'Toys',
      'Sports Equipment', 'Packaging', 'Retail Display', 'Industrial Equipment', 'Sustainable Products',
    ],
    skills: [
      'Industrial Design', 'Product Design', 'Concept Sketching', 'CAD Modelling', 'Prototyping', 'Model Making',
      'Design for Manufacture', 'Materials & Finishes', 'CMF Design', 'Ergonomics', 'User Research', 'Design Research',
      '3D Printing', 'Rendering', 'Product Development', 'Engineering Drawings', 'Tolerancing', 'Injection Moulding',
      'Sheet Metal Design', 'Sustainable Design', 'Circular Design', 'Packaging Design', 'Costing', 'Supplier Liaison',
      'Design Validation', 'Testing', 'Regulatory Compliance', 'Furniture Design', 'Lighting Design', 'Design Presentations',
    ],
    software: [
      'SolidWorks', 'Rhino', 'Fusion 360', 'Autodesk Alias', 'KeyShot', 'Creo', 'Siemens NX', 'Onshape', 'Blender',
      'Adobe Illustrator', 'Adobe Photoshop', 'Gravity Sketch',
    ],
    qualifications: [
      'BA (Hons) Product Design', 'BSc Industrial Design', 'MA Industrial Design', 'MDes Product Design',
      'Certified SolidWorks Associate (CSWA)', 'Certified SolidWorks Professional (CSWP)', 'IED Membership',
      'Chartered Engineer (CEng)',
    ],
    positions: {
      JUNIOR: ['Junior Product Designer', 'Junior Industrial Designer', 'Graduate Design Engineer'],
      MID: ['Product Designer', 'Industrial Designer', 'Design Engineer', 'CMF Designer'],
      SENIOR: ['Senior Industrial Designer', 'Senior Design Engineer'],
      LEAD: ['Lead Industrial Designer', 'Product Design Manager'],
      DIRECTOR: ['Head of Industrial Design', 'Product Design Director'],
    },
  },
];
