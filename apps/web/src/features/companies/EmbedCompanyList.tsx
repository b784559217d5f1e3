import { companyPagePath } from '@mp/domain';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';
import { jobPagePath } from '../jobs';
import type { CompanyPageData } from './documents';
import classes from './Embed.module.css';
import { useCompanyPage } from './hooks';
import { COMPANY_PAGE_TEXT, embedThemeOf } from './texts';

type Post = CompanyPageData['posts'][number];

const posted = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** What a line says under the title: where, what kind, and when it was posted. */
function metaLine(post: Post): string {
  const kind = post.target === 'PROJECT' ? 'Agency project' : post.type_name;
  return [post.location, kind, `Posted ${posted(post.job_number)}`].filter(Boolean).join(' · ');
}

/** A link out of the frame: our post page in a new tab, never inside the company's site. */
function OutLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={className}>
      {children}
      <span className={classes.hidden}> (opens in a new tab)</span>
    </a>
  );
}

/**
 * /embed/companies/{slug}: a company's open posts as a plain list for an iframe on its own site, light or dark
 * (`?theme=dark`), each opening our post page in a new tab. No header, footer or menus: the page is all list.
 */
export function EmbedCompanyList() {
  const { slug = '' } = useParams();
  const scheme = embedThemeOf(useLocation().search);
  const page = useCompanyPage(slug);
  const company = page.data;
  return (
    <main className={classes.root} data-scheme={scheme} data-testid="embed-list">
      {!company ? (
        <p className={classes.empty}>{page.isPending ? 'Loading…' : COMPANY_PAGE_TEXT.notFound}</p>
      ) : (
        <>
          <h1 className={classes.heading}>Open jobs at {company.name}</h1>
          {company.posts.length === 0 ? (
            <p className={classes.empty}>{COMPANY_PAGE_TEXT.embedEmpty}</p>
          ) : (
            <ul className={classes.list}>
              {company.posts.map((post) => (
                <li key={post.id} className={classes.item}>
                  <OutLink href={jobPagePath(post.slug)} className={classes.link}>
                    <span className={classes.title}>{post.title}</span>
                    <span className={classes.meta}>{metaLine(post)}</span>
                  </OutLink>
                </li>
              ))}
            </ul>
          )}
          <p className={classes.foot}>
            <OutLink href={companyPagePath(company.slug)}>{COMPANY_PAGE_TEXT.poweredBy}</OutLink>
          </p>
        </>
      )}
    </main>
  );
}
