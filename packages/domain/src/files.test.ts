import { describe, expect, it } from 'vitest';
import { FILES_MSG, documentFileProblem, documentNameRule, fileTooLargeMessage } from './files.js';

describe('documentFileProblem (the browser mirror of the server)', () => {
  it('takes doc, docx and pdf names within the limit', () => {
    expect(documentFileProblem({ name: 'CV.PDF', size: 8_388_608 }, 'resume')).toBeNull();
    expect(documentFileProblem({ name: 'refs.docx', size: 5_000_000 }, 'document')).toBeNull();
    expect(documentFileProblem({ name: 'old.doc', size: 10 }, 'resume')).toBeNull();
  });
  it('refuses other names, empty files and files over the limit', () => {
    expect(documentFileProblem({ name: 'cv.exe', size: 10 }, 'resume')).toBe(FILES_MSG.invalidDocument);
    expect(documentFileProblem({ name: 'cv', size: 10 }, 'resume')).toBe(FILES_MSG.invalidDocument);
    expect(documentFileProblem({ name: 'cv.pdf', size: 0 }, 'resume')).toBe(FILES_MSG.invalidDocument);
    expect(documentFileProblem({ name: 'cv.pdf', size: 8_388_609 }, 'resume')).toBe(fileTooLargeMessage('resume'));
    expect(documentFileProblem({ name: 'a.pdf', size: 5_000_001 }, 'document')).toBe("Your file's size is too large (max 5 MB)");
  });
  it('needs a document name', () => {
    expect(documentNameRule.safeParse('  ').success).toBe(false);
    expect(documentNameRule.parse(' References ')).toBe('References');
    expect(documentNameRule.safeParse('x'.repeat(256)).success).toBe(false);
  });
});
