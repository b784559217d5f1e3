import { readFile } from 'node:fs/promises';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { call } from '../support/graphql';
import { signIn } from '../support/session';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { loginToken, postingCompany } from './posting-support';

/**
 * What employers see of a freelancer (issue 10, decisions 0027 and 0030): the demo employer opens Nina Berg's
 * application (she applied to 'Senior Brand Designer'; her privacy is INACTIVE in the demo data), reads her
 * skills, experience and education and downloads her CV; an employer of another company finds neither the
 * profile nor the file. Demo data is only read (opening the application marks it viewed, as in applicants.spec).
 */

const SHOTS = process.env.E2E_SHOTS_DIR;
const NINA = 'nina.berg@demo.test';

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await signIn(page, { prefix: 'company', email, password, landsOn: /\/company\/dashboard/ });
}

interface Applicant {
  id: string;
  user: { id: string; email: string | null; name: string };
}

/** The applicants of the demo employer's 'Senior Brand Designer' (Nina Berg and Freya among them). */
async function brandApplicants(request: APIRequestContext) {
  const token = await loginToken(request, DEMO.employer, DEMO_PASSWORD);
  const { teamOpportunities } = await call<{ teamOpportunities: { data: { id: string; title: string }[] } }>(
    request,
    'query { teamOpportunities(target: JOB, first: 100) { data { id title } } }',
    {},
    token,
  );
  const post = teamOpportunities.data.find((p) => p.title === 'Senior Brand Designer')!.id;
  const { opportunityApplicants } = await call<{ opportunityApplicants: Applicant[] }>(
    request,
    'query($id: ID!) { opportunityApplicants(id: $id) { id user { id email name } } }',
    { id: post },
    token,
  );
  return { token, applicants: opportunityApplicants };
}

/** Nina's application, and her CV as the employer may download it. */
async function ninasApplication(request: APIRequestContext) {
  const { token, applicants } = await brandApplicants(request);
  const application = applicants.find((a) => a.user.email === NINA)!;
  const { candidateProfile } = await call<{ candidateProfile: { activeResume: { id: string; file_name: string; size: number; download_url: string } } }>(
    request,
    'query($id: ID!) { candidateProfile(id: $id) { activeResume { id file_name size download_url } } }',
    { id: application.user.id },
    token,
  );
  return { application, cv: candidateProfile.activeResume };
}

test.describe.configure({ timeout: 90_000 });

test.describe("the applicant's CV", () => {
  test("the employer reads Nina Berg's profile and downloads her CV", async ({ page, request }) => {
    const { application, cv } = await ninasApplication(request);
    expect(cv.file_name).toBe('Nina-Berg-CV.pdf');
    await signInAs(page, DEMO.employer);
    await page.goto(`/company/freelancer-profile/${application.user.id}-${application.id}`);
    await expect(page.getByRole('heading', { name: 'Nina Berg', level: 1 })).toBeVisible();

    const skills = page.getByRole('region', { name: 'Skills and experience' });
    await expect(skills.getByText('Architecture')).toBeVisible();
    await expect(skills.getByRole('list', { name: 'Skills' }).getByRole('listitem').first()).toHaveText('Technical Design · Top skill');
    await expect(skills.getByRole('list', { name: 'Software skills' }).getByText('Revit')).toBeVisible();
    await expect(skills.getByText('Chartered Architectural Technologist (CIAT)')).toBeVisible();
    const experience = page.getByRole('region', { name: 'Experience' });
    await expect(experience.getByText('Architectural Technologist', { exact: true })).toBeVisible();
    await expect(experience.getByText('Harbour Architects')).toBeVisible();
    await expect(experience.getByText(/Jun 2015 – Apr 2025 · 9 years/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Education' }).getByText('BSc (Hons) Architectural Technology')).toBeVisible();
    const preferences = page.getByRole('region', { name: 'Work preferences' });
    await expect(preferences.getByText('Senior Architectural Technologist')).toBeVisible();
    await expect(preferences.getByText('As soon as possible')).toBeVisible();

    const files = page.getByRole('region', { name: 'CV and documents' });
    const expected = await (await request.get(cv.download_url)).body();
    expect(expected.subarray(0, 5).toString()).toBe('%PDF-');
    expect(expected.length).toBe(cv.size);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      files.getByRole('link', { name: 'Download CV: Nina-Berg-CV.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Nina-Berg-CV.pdf');
    const bytes = await readFile((await download.path())!);
    expect(bytes.equals(expected)).toBe(true);
    await shots(page, 'applicant-cv');

    // A phone: one column, nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(files.getByRole('link', { name: 'Download CV: Nina-Berg-CV.pdf' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a vetted freelancer carries the badge on candidate-profile', async ({ page, request }) => {
    // Freya, the demo freelancer, is vetted; she applied to the same post.
    const freya = (await brandApplicants(request)).applicants.find((a) => a.user.email === DEMO.freelancer)!;
    await signInAs(page, DEMO.employer);
    await page.goto(`/company/candidate-profile/${freya.user.id}`);
    await expect(page.getByRole('heading', { name: 'Freya Freelancer', level: 1 })).toBeVisible();
    await expect(page.getByTestId('vetted-badge')).toHaveText('Vetted by the Onbrief team');
    await expect(page.getByRole('region', { name: 'Experience' }).getByText('Senior Motion Designer')).toBeVisible();
    await shots(page, 'candidate-vetted');
  });

  test("another company finds neither Nina's profile nor her CV", async ({ page, request }) => {
    const { application, cv } = await ninasApplication(request);
    const other = await postingCompany(request, 'applicant-cv-other', 0);
    const { me } = await call<{ me: { id: string } }>(request, '{ me { id } }', {}, other.token);

    await signInAs(page, other.email, other.password);
    await page.goto(`/company/candidate-profile/${application.user.id}`);
    await expect(page.getByRole('heading', { name: 'Page Not Found!', level: 1 })).toBeVisible();
    await expect(page.getByText('Nina Berg')).toHaveCount(0);

    // The API agrees: no profile, so no link of their own to download with.
    const res = await request.post('/graphql', {
      headers: { authorization: `Bearer ${other.token}` },
      data: { query: 'query($id: ID!) { candidateProfile(id: $id) { id activeResume { download_url } } }', variables: { id: application.user.id } },
    });
    const body = (await res.json()) as { data: unknown; errors?: { extensions: { code: string } }[] };
    expect(body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    // The download address with their token, unsigned or with the employer's signature made out to them: refused.
    const auth = { authorization: `Bearer ${other.token}` };
    expect((await request.get(`/api/files/resumes/${cv.id}/download`, { headers: auth })).status()).toBe(404);
    const theirs = cv.download_url.replace(/reader=\d+/, `reader=${me.id}`);
    expect((await request.get(theirs, { headers: auth })).status()).toBe(404);
  });
});
