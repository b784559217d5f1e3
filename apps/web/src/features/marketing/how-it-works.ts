import type { Group } from '@mp/domain';

/** One numbered step of an audience's journey. */
export interface Step {
  title: string;
  text: string;
}

/** One audience of /marketing/how-it-works: who they are, their steps, and where they sign up. */
export interface Audience {
  /** The route group they sign up under (and whose theme colour marks their section). */
  group: Group;
  /** The section's id: the footer's How It Works links jump to it. */
  id: 'employers' | 'freelancers' | 'agencies';
  title: string;
  /** A short line for the page's own navigation. */
  summary: string;
  intro: string;
  steps: Step[];
  /** The line before the call to action. */
  prompt: string;
  signUpLabel: string;
  /** The accessible name of the section's 'Log in' button (three of them on the page). */
  logInLabel: string;
}

/** The product as the spec describes it (documents 1–3), told to each kind of account. */
export const AUDIENCES: readonly Audience[] = [
  {
    group: 'company',
    id: 'employers',
    title: 'For employers',
    summary: 'Post paid opportunities and agency projects, then hire from the people who apply.',
    intro: 'Reach freelancers and agencies with paid work, and choose from the people who apply.',
    steps: [
      {
        title: 'Create your company account',
        text: 'Sign up with your email, your company’s name and your position, then add your logo and what sets you apart. An administrator approves every new account before it can post.',
      },
      {
        title: 'Buy job-post credits',
        text: 'Each opportunity or agency project you post uses one job-post credit. Buy credits as you need them, by card or on account, or take a monthly subscription.',
      },
      {
        title: 'Post opportunities and projects',
        text: 'Describe the role or the project. Job opportunities reach freelancers, agency projects reach agencies, and the Agency Marketplace lets you browse agencies and their case studies.',
      },
      {
        title: 'Hire with your team',
        text: 'Read each applicant’s profile and CV, and close an opportunity with a reason once it is filled. Invite colleagues to share the company account as admins or members.',
      },
    ],
    prompt: 'Ready to hire?',
    signUpLabel: 'Sign up as an employer',
    logInLabel: 'Log in as an employer',
  },
  {
    group: 'freelancer',
    id: 'freelancers',
    title: 'For freelancers',
    summary: 'Keep one profile with your CV, find paid opportunities and apply in a few clicks.',
    intro: 'Keep one profile that employers can trust, and apply for the opportunities that suit you.',
    steps: [
      {
        title: 'Create your account',
        text: 'Sign up with your email and your contact details. An administrator approves every new account; you can build your profile while you wait.',
      },
      {
        title: 'Build your profile',
        text: 'Add your skills, experience, education and qualifications, your rate or salary band and when you can start. Upload your CV and supporting documents as Word or PDF files.',
      },
      {
        title: 'Find opportunities',
        text: 'Search the latest opportunities or see the ones picked for you from your preferences, and choose email alerts daily or as soon as a match is posted.',
      },
      {
        title: 'Apply and follow up',
        text: 'With a complete profile and an approved account, apply with your profile and CV, and follow each application from your dashboard.',
      },
    ],
    prompt: 'Looking for your next role?',
    signUpLabel: 'Sign up as a freelancer',
    logInLabel: 'Log in as a freelancer',
  },
  {
    group: 'agency',
    id: 'agencies',
    title: 'For agencies',
    summary: 'Show your work with a profile and case studies, and win projects from employers.',
    intro: 'Show employers what your agency does, and win the projects they post.',
    steps: [
      {
        title: 'Create your agency account',
        text: 'Sign up with your email, your agency’s name and your contact details. An administrator approves every new account; you can set up your profile meanwhile.',
      },
      {
        title: 'Build your agency profile',
        text: 'Tell employers about your agency: who you are, your logo, locations, services, the sectors you know and your website. Employers find you in the Agency Marketplace.',
      },
      {
        title: 'Publish case studies',
        text: 'Add case studies to your portfolio so employers can see the work you have delivered and for whom.',
      },
      {
        title: 'Find and win projects',
        text: 'Browse project opportunities, see the ones matched to you and apply. Invite your team to manage the account with you, and read the resources and deals for members.',
      },
    ],
    prompt: 'Ready to win new projects?',
    signUpLabel: 'Sign up as an agency',
    logInLabel: 'Log in as an agency',
  },
];

/** Where a section's call to action leads: that kind's sign-up for visitors, the dashboard when signed in. */
export function callToAction(
  audience: Audience,
  home: string | null,
): { label: string; to: string; login?: { label: string; to: string } } {
  if (home) return { label: 'Go to your dashboard', to: home };
  return {
    label: audience.signUpLabel,
    to: `/${audience.group}/register`,
    login: { label: audience.logInLabel, to: `/${audience.group}/login` },
  };
}

/** The audience a footer link or an address names with its #hash, if any. */
export function audienceOfHash(hash: string): Audience | undefined {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return AUDIENCES.find((audience) => audience.id === id);
}
