import { expect, type Page } from '@playwright/test';

/** The shared layout around every page (spec 2.4): header, account menu, team switcher, side and mobile navigation. */
export class AppShell {
  readonly header;
  readonly logo;
  readonly mainNav;
  readonly sideNav;
  readonly accountMenuButton;
  readonly accountMenu;
  readonly teamSwitcher;
  readonly teamPopup;
  readonly burger;
  readonly mobileNav;
  readonly footer;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.logo = this.header.getByRole('link', { name: 'Onbrief home' });
    this.mainNav = page.getByRole('navigation', { name: 'Main navigation' });
    this.sideNav = page.getByRole('navigation', { name: 'Side navigation' });
    this.accountMenuButton = page.getByRole('button', { name: 'Account Settings' });
    this.accountMenu = page.getByRole('menu');
    this.teamSwitcher = page.getByRole('button', { name: 'Switch team' });
    this.teamPopup = page.getByRole('dialog');
    this.burger = page.getByRole('button', { name: 'Open menu' });
    this.mobileNav = page.getByRole('navigation', { name: 'Mobile navigation' });
    this.footer = page.getByRole('contentinfo');
  }

  /** The header's links, in order. */
  headerLinks() {
    return this.mainNav.getByRole('link');
  }

  /** Opens the 'Account Settings' submenu; returns its items. */
  async openAccountMenu() {
    await this.accountMenuButton.click();
    await expect(this.accountMenu).toBeVisible();
    return this.accountMenu.getByRole('menuitem');
  }

  /** Opens the hamburger menu (phones); returns its links. */
  async openMobileMenu() {
    await this.burger.click();
    await expect(this.mobileNav).toBeVisible();
    return this.mobileNav.getByRole('link');
  }

  /** Opens the team switcher's popup. */
  async openTeamSwitcher() {
    await this.teamSwitcher.click();
    await expect(this.teamPopup).toBeVisible();
    // Let its fade-in finish: a page scanned mid-transition shows half-faded colours to axe.
    await this.teamPopup.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    return this.teamPopup;
  }
}
