import { expect, type Locator, type Page } from '@playwright/test';

/** The posting forms (post-opportunity, add-project, edit-…) as a person uses them. */
export class PostingPage {
  constructor(readonly page: Page) {}

  combo(name: string): Locator {
    return this.page.getByRole('combobox', { name, exact: true });
  }

  /** A field's wrapper (label, input, pills, message), found by its combobox or textbox. */
  field(control: Locator): Locator {
    return this.page.locator('.mantine-InputWrapper-root').filter({ has: control });
  }

  /** Chooses one option of a select or multi-select, then closes its list. */
  async pick(name: string, option: string) {
    // The visible box (a multi-select's pills and field, or a select's input) opens the list.
    await this.field(this.combo(name)).locator('.mantine-Input-input').first().click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await this.page.keyboard.press('Escape');
  }

  /** The text of a field's message (role alert under the field). */
  message(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  description(label: string): Locator {
    return this.page.locator(`[contenteditable="true"][aria-label="${label}"]`);
  }

  save(): Locator {
    return this.page.getByRole('button', { name: /^(Save|Loading\.\.\.)$/ });
  }

  /** Types into the place search and picks the first suggestion that contains `place`. */
  async location(label: string, query: string, place: string) {
    const input = this.page.getByRole('combobox', { name: label });
    await input.fill(query);
    await this.page.getByRole('option', { name: new RegExp(place) }).first().click();
    await expect(input).toHaveValue(new RegExp(place));
  }

  async money(min: string, max: string) {
    await this.page.getByRole('textbox', { name: 'Minimum' }).fill(min);
    await this.page.getByRole('textbox', { name: 'Maximum' }).fill(max);
  }
}
