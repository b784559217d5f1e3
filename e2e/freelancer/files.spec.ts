import { FILES_MSG, cvUploadedMessage, documentUploadedMessage } from '@mp/domain';
import { DEMO, DEMO_PASSWORD } from '../support/accounts';
import { call } from '../support/graphql';
import { expect, test } from '../support/test';
import { loginToken } from '../company/posting-support';
import { signIn } from '../support/session';
import { attempt, historyFreelancer } from './history-support';
import { FILE_DOCS as DOC, FILES, uploadPrivate } from './files-support';

/**
 * Private files (issue 10, decision 0030): the REST upload and the signed download the panels use, and the
 * CV and documents panels on manage-cv in the browser.
 */

test('a freelancer uploads a CV and a document, downloads them, and cannot pass off other files', async ({ request }) => {
  const owner = await historyFreelancer(request, 'files-owner', { approve: true });

  const cv = await uploadPrivate(request, 'resumes', owner.token, { name: 'My CV.pdf', buffer: FILES.pdf });
  expect(cv.status).toBe(201);
  expect(cv.body).toMatchObject({ file_name: 'My CV.pdf' });

  for (const file of [
    { name: 'cv.pdf', buffer: FILES.exe },
    { name: 'cv.pdf', buffer: FILES.html, mimeType: 'text/html' },
  ]) {
    const refused = await uploadPrivate(request, 'resumes', owner.token, file);
    expect(refused).toEqual({ status: 422, body: expect.objectContaining({ message: FILES_MSG.invalidDocument }) });
  }
  const nameless = await uploadPrivate(request, 'documents', owner.token, { name: 'refs.pdf', buffer: FILES.pdf }, '');
  expect(nameless.body.message).toBe(FILES_MSG.documentName);
  const paper = await uploadPrivate(request, 'documents', owner.token, { name: 'refs.pdf', buffer: FILES.pdf }, 'References');
  expect(paper.status).toBe(201);

  const { me } = await call<{ me: { resumes: { id: string; active: boolean; download_url: string }[]; documents: { download_url: string }[] } }>(
    request, DOC.mine, {}, owner.token,
  );
  expect(me.resumes).toEqual([expect.objectContaining({ id: String(cv.body.id), active: true })]);
  for (const url of [me.resumes[0]!.download_url, me.documents[0]!.download_url]) {
    const file = await request.get(url);
    expect(file.status()).toBe(200);
    const headers = file.headers();
    expect(headers['content-type']).toBe('application/pdf');
    expect(headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control']).toBe('private, no-store');
    expect(Buffer.from(await file.body()).equals(FILES.pdf)).toBe(true);
  }
  // The link names one file: turned to another id it is refused.
  const other = me.resumes[0]!.download_url.replace(`/resumes/${cv.body.id}/`, `/resumes/${Number(cv.body.id) + 1}/`);
  expect((await request.get(other)).status()).toBe(404);

  // Another freelancer sees no list and cannot remove it; a visitor cannot upload.
  const stranger = await historyFreelancer(request, 'files-stranger');
  expect((await attempt(request, DOC.removeResume, { id: String(cv.body.id) }, stranger.token)).code).toBe('NOT_FOUND');
  expect((await uploadPrivate(request, 'resumes', undefined, { name: 'cv.pdf', buffer: FILES.pdf })).status).toBe(401);

  expect(await call(request, DOC.removeResume, { id: String(cv.body.id) }, owner.token)).toEqual({ removeResume: true });
  expect((await request.get(me.resumes[0]!.download_url)).status()).toBe(404);
});

test("the employer an applicant applied to downloads the applicant's active CV; an agency does not", async ({ request }) => {
  // The demo freelancer applied to the demo company's posts (shared data: the CV is removed again).
  const freelancer = await loginToken(request, DEMO.freelancer, DEMO_PASSWORD);
  const { me } = await call<{ me: { id: string } }>(request, '{ me { id } }', {}, freelancer);
  const cv = await uploadPrivate(request, 'resumes', freelancer, { name: 'freya-cv.pdf', buffer: FILES.pdf });
  expect(cv.status).toBe(201);
  try {
    const employer = await loginToken(request, DEMO.employer, DEMO_PASSWORD);
    const seen = await call<{ user: { activeResume: { id: string; file_name: string; download_url: string } | null } }>(
      request, DOC.activeResume, { id: me.id }, employer,
    );
    expect(seen.user.activeResume).toMatchObject({ id: String(cv.body.id), file_name: 'freya-cv.pdf' });
    expect((await request.get(seen.user.activeResume!.download_url)).status()).toBe(200);

    const agency = await loginToken(request, DEMO.agency, DEMO_PASSWORD);
    const asAgency = await attempt<{ user: { activeResume: unknown } | null }>(request, DOC.activeResume, { id: me.id }, agency);
    expect(asAgency.data?.user?.activeResume ?? null).toBeNull();
  } finally {
    await call(request, DOC.removeResume, { id: String(cv.body.id) }, freelancer);
  }
});

test('on manage-cv a freelancer uploads, downloads and removes a CV, and adds a supporting document', async ({ page }) => {
  // Many steps, each followed by the page's accessibility scan.
  test.slow();
  const account = await historyFreelancer(page.request, 'files-ui', { approve: true });
  await signIn(page, { prefix: 'freelancer', email: account.email, password: account.password, landsOn: /\/freelancer\/(?!login)/ });
  await page.goto('/freelancer/manage-cv');
  const panel = page.getByRole('region', { name: 'CV', exact: true });
  // The profile loads first (a busy machine may take a while).
  await expect(panel.getByText(FILES_MSG.noCv)).toBeVisible({ timeout: 20_000 });
  const input = panel.locator('input[type="file"]');

  // The browser's check (extension), an upload, then the server's check (the bytes of an HTML file named .pdf).
  const problem = panel.getByRole('alert').filter({ hasText: FILES_MSG.invalidDocument });
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(problem).toBeVisible();
  await input.setInputFiles({ name: 'my-cv.pdf', mimeType: 'application/pdf', buffer: FILES.pdf });
  await expect(problem).toHaveCount(0);
  await expect(page.getByText(cvUploadedMessage('my-cv.pdf'))).toBeVisible();
  await input.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: FILES.html });
  await expect(problem).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(1);

  // Choosing a file uploaded it at once.
  const row = panel.getByRole('listitem').filter({ hasText: 'my-cv.pdf' });
  await expect(row.getByText('Active')).toBeVisible();
  await expect(panel.getByText(FILES_MSG.noCv)).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await row.getByRole('link', { name: 'my-cv.pdf' }).click();
  expect((await downloading).suggestedFilename()).toBe('my-cv.pdf');

  await row.getByRole('button', { name: 'Remove my-cv.pdf' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: FILES_MSG.confirmRemoveCv });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(FILES_MSG.cvRemoved)).toBeVisible();
  await expect(panel.getByText(FILES_MSG.noCv)).toBeVisible();

  // A supporting document: a name, a file, then Upload.
  const docs = page.getByRole('region', { name: 'Supporting documents' });
  await docs.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(docs.getByText(FILES_MSG.documentName)).toBeVisible();
  await docs.getByLabel('Document name').fill('References');
  await docs.locator('input[type="file"]').setInputFiles({ name: 'refs.pdf', mimeType: 'application/pdf', buffer: FILES.pdf });
  await docs.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(documentUploadedMessage('References'))).toBeVisible();
  await expect(docs.getByRole('listitem').filter({ hasText: 'References' })).toBeVisible();
});
