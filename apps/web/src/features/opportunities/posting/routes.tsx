import type { RouteObject } from 'react-router';
import { OPPORTUNITY_MSG } from '@mp/domain';
import { pageTitle } from '../../../lib/page-title';
import { RequireGroupUser } from '../../../app/guards';
import { lazyPage } from '../../../app/lazy-page';
import { EDIT_PROJECT_TITLE, POST_PROJECT_TITLE } from './messages';
import { RequirePostingRights } from './RequirePostingRights';

const load = () => import('./PostingPages');
const postJob = lazyPage(load, 'PostJobPage');
const postProject = lazyPage(load, 'PostProjectPage');
const editJob = lazyPage(load, 'EditJobPage');
const editProject = lazyPage(load, 'EditProjectPage');

/** Post and edit forms (post-opportunity, add-opportunity, add-project, edit-opportunity/:id, edit-project/:id). */
export function postingRoutes(): RouteObject[] {
  return [
    {
      element: <RequireGroupUser />,
      children: [
        {
          element: <RequirePostingRights />,
          children: [
            { path: 'post-opportunity', lazy: postJob, handle: pageTitle(OPPORTUNITY_MSG.postTitle) },
            { path: 'add-opportunity', lazy: postJob, handle: pageTitle(OPPORTUNITY_MSG.postTitle) },
            { path: 'add-project', lazy: postProject, handle: pageTitle(POST_PROJECT_TITLE) },
          ],
        },
        {
          element: <RequirePostingRights view="view-opportunity" />,
          children: [{ path: 'edit-opportunity/:id', lazy: editJob, handle: pageTitle(OPPORTUNITY_MSG.editTitle) }],
        },
        {
          element: <RequirePostingRights view="view-project" />,
          children: [{ path: 'edit-project/:id', lazy: editProject, handle: pageTitle(EDIT_PROJECT_TITLE) }],
        },
      ],
    },
  ];
}
