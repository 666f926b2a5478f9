// Journey (issue 15, the blog): a visitor reads /blog page by page, searches in French, opens a post, goes offline
// and still reads the list and the post; back online, comments (a script in the comment), sees the pending notice
// and 'save my details' kept on the device; the operator approves it on /admin/comments and opens the editor with
// its preview; the comment then shows as the text typed, nothing of it run. 'Post Not Found' for an unknown post.
// French; axe at both sizes on every new screen; screenshots of the list, a post with comments and the editor.
import assert from 'node:assert/strict';
import { appReady, axeAtBothSizes, eventually, newContext, shotBoth, signIn } from '../support/e2e-kit.mjs';

const ADMIN = 'admin@demo.freshmarket.ca';
const PASSWORD = 'Harvest2026!';
const POST = '/blog/keep-root-vegetables-crisp';
const POST_TITLE = 'Keeping carrots, beets and parsnips crisp all winter';

/** Until the service worker controls the page, its fetches bypass the worker's caches. */
async function controlled(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
    await appReady(page);
  }
  await eventually(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { message: 'the service worker controls the page' });
}

export const tests = [
  {
    name: 'a visitor reads the blog offline, comments, the operator approves it and it shows as text; French; axe clean',
    async fn({ browser, baseUrl }) {
      const visitor = await newContext(browser, baseUrl, { size: 'mobile' });
      const admin = await newContext(browser, baseUrl, { size: 'desktop' });
      try {
        const page = await visitor.newPage();
        await page.goto('/blog');
        await appReady(page);
        await page.getByRole('heading', { name: 'Blog', level: 1 }).waitFor();
        const posts = page.getByRole('list', { name: 'Posts' }).getByRole('listitem');
        await eventually(async () => (await posts.count()) === 6, { message: 'six posts on the first page' });
        await page.getByRole('heading', { name: 'Popular tags' }).waitFor();
        await axeAtBothSizes(page, '/blog');
        await shotBoth(page, 'blog-list');

        // NEXT PAGE and back.
        await page.getByRole('link', { name: 'Next page' }).click();
        await page.waitForURL(/page=2/);
        await eventually(async () => (await posts.count()) === 1, { message: 'the seventh post on page 2' });
        await page.getByRole('link', { name: 'Previous page' }).click();
        await eventually(async () => (await posts.count()) === 6, { message: 'page 1 again' });

        // Search in French, accents left out, by prefix.
        await page.getByRole('searchbox', { name: 'Search the blog' }).fill('carott');
        await page.getByRole('searchbox', { name: 'Search the blog' }).press('Enter');
        await page.waitForURL(/q=carott/);
        await page.getByRole('list', { name: 'Posts' }).getByRole('link', { name: POST_TITLE }).waitFor();
        // A tag from the side column.
        await page.getByRole('link', { name: /^bulk buying, 1 posts$/ }).click();
        await page.getByRole('list', { name: 'Posts' }).getByRole('link', { name: 'How bulk quotes work on FreshMarket' }).waitFor();
        await eventually(async () => (await posts.count()) === 1, { message: 'one post tagged bulk buying' });

        // The post, with its comments.
        await page.goto(POST);
        await appReady(page);
        await page.getByRole('heading', { name: POST_TITLE, level: 1 }).waitFor();
        await page.getByText('Priya S.').waitFor();
        await page.getByRole('button', { name: 'Copy link' }).waitFor();
        await controlled(page);
        // Read once more through the worker, which keeps the answers: the list and this post.
        await page.goto('/blog');
        await appReady(page);
        await eventually(async () => (await posts.count()) === 6, { message: 'the list through the worker' });
        await page.goto(POST);
        await appReady(page);
        await page.getByRole('heading', { name: POST_TITLE, level: 1 }).waitFor();

        // Offline: the list and the post are still there.
        await visitor.setOffline(true);
        await page.goto('/blog');
        await appReady(page);
        await eventually(async () => (await posts.count()) === 6, { timeout: 20_000, message: 'the list offline' });
        await page.getByRole('list', { name: 'Posts' }).getByRole('link', { name: POST_TITLE }).click();
        await page.getByRole('heading', { name: POST_TITLE, level: 1 }).waitFor({ timeout: 20_000 });
        await page.getByText('The damp sand trick works.').waitFor();
        await page.getByText('You are offline. You can read the blog; comments are sent when you are back online.').waitFor();
        await visitor.setOffline(false);

        // A comment with a script in it, details saved on the device.
        await page.reload();
        await appReady(page);
        const evil = `<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2"> Soak them ${Date.now()}`;
        await page.getByRole('button', { name: 'Post comment' }).click();
        await page.getByText('Please fill in all required fields correctly.').waitFor();
        await page.getByLabel('Name', { exact: true }).fill('Zoé <b>Visitor</b>');
        await page.getByLabel('Email', { exact: true }).fill('zoe.visitor@example.ca');
        await page.getByLabel('Comment', { exact: true }).fill(evil);
        await page.getByLabel(/Save my name and email/).check();
        await axeAtBothSizes(page, POST);
        await page.getByRole('button', { name: 'Post comment' }).click();
        await page.getByText('Thank you! Your comment will appear once a moderator has approved it.').waitFor();
        assert.equal(await page.getByText(evil).count(), 0, 'a pending comment is not shown');
        const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('fm.blog-commenter') ?? 'null'));
        assert.deepEqual(saved, { name: 'Zoé <b>Visitor</b>', email: 'zoe.visitor@example.ca' });
        await page.reload();
        await appReady(page);
        assert.equal(await page.getByLabel('Email', { exact: true }).inputValue(), 'zoe.visitor@example.ca', 'details kept for the next comment');

        // The operator approves it, and opens the editor with its preview.
        const desk = await admin.newPage();
        await signIn(desk, ADMIN, PASSWORD);
        await desk.goto('/admin/comments');
        await appReady(desk);
        const item = desk.getByRole('listitem').filter({ hasText: 'zoe.visitor@example.ca' });
        await item.waitFor({ timeout: 20_000 });
        await item.getByText(evil).waitFor();
        await axeAtBothSizes(desk, '/admin/comments');
        await shotBoth(desk, 'blog-admin-comments');
        await item.getByRole('button', { name: /Approve/ }).click();
        await desk.getByText('Comment approved').first().waitFor();

        await desk.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Blog posts' }).click();
        await desk.getByRole('heading', { name: 'Blog posts', level: 1 }).waitFor();
        await desk.getByRole('link', { name: `Edit ${POST_TITLE}` }).waitFor();
        await axeAtBothSizes(desk, '/admin/posts');
        await desk.getByRole('link', { name: `Edit ${POST_TITLE}` }).click();
        await desk.getByRole('heading', { name: 'Edit post' }).waitFor();
        await eventually(async () => (await desk.getByLabel('Title').first().inputValue()) === POST_TITLE, { message: 'the editor filled' });
        await desk.getByRole('button', { name: 'Preview in English' }).click();
        await desk.getByText('Preview in English', { exact: true }).last().waitFor();
        await axeAtBothSizes(desk, '/admin/posts/$id with the preview');
        await shotBoth(desk, 'blog-admin-editor');

        // The visitor sees the comment as the text typed; nothing of it ran.
        await page.reload();
        await appReady(page);
        await page.getByText(evil).waitFor();
        await page.getByText('Zoé <b>Visitor</b>').waitFor();
        assert.equal(await page.evaluate(() => window.__xss), undefined, 'no script of the comment ran');
        assert.equal(await page.locator('article img[src="x"]').count(), 0, 'no element made from the comment');
        await page.getByRole('heading', { name: /Comments \(3\)/ }).scrollIntoViewIfNeeded();
        await shotBoth(page, 'blog-post-comments');

        // Unknown post.
        await page.goto('/blog/no-such-post');
        await appReady(page);
        await page.getByRole('heading', { name: 'Post Not Found' }).waitFor();
        await page.getByText("The blog post you're looking for doesn't exist or may have been removed.").waitFor();
        await axeAtBothSizes(page, '/blog/no-such-post');

        // In French.
        const fr = await newContext(browser, baseUrl, { size: 'mobile', lang: 'fr' });
        try {
          const p = await fr.newPage();
          await p.goto('/blog');
          await appReady(p);
          await p.getByRole('link', { name: 'Produits de saison' }).first().waitFor();
          await p.getByRole('heading', { name: 'Étiquettes populaires' }).waitFor();
          await p.getByRole('list', { name: 'Articles' }).getByRole('link', { name: 'Garder carottes, betteraves et panais croquants tout l’hiver' }).waitFor();
          await p.getByRole('link', { name: 'Page suivante' }).waitFor();
          await axeAtBothSizes(p, '/blog in French');
          await shotBoth(p, 'blog-list', 'fr');
          await p.getByRole('list', { name: 'Articles' }).getByRole('link', { name: 'Garder carottes, betteraves et panais croquants tout l’hiver' }).click();
          await p.getByRole('heading', { name: 'Garder carottes, betteraves et panais croquants tout l’hiver', level: 1 }).waitFor();
          await p.getByRole('heading', { name: 'Laisser un commentaire' }).waitFor();
          await axeAtBothSizes(p, '/blog/$id in French');
          await shotBoth(p, 'blog-post-comments', 'fr');
          await p.goto('/blog/inconnu');
          await appReady(p);
          await p.getByRole('heading', { name: 'Article introuvable' }).waitFor();
        } finally {
          await fr.close();
        }
        const frAdmin = await newContext(browser, baseUrl, { size: 'desktop', lang: 'fr' });
        try {
          const d = await frAdmin.newPage();
          await signIn(d, ADMIN, PASSWORD);
          await d.goto('/admin/posts/new');
          await appReady(d);
          await d.getByRole('heading', { name: 'Nouvel article' }).waitFor();
          await d.getByLabel('Titre').first().fill('Les courges d’hiver');
          await d.getByRole('button', { name: 'Aperçu en anglais' }).click();
          await axeAtBothSizes(d, '/admin/posts/new in French');
          await shotBoth(d, 'blog-admin-editor', 'fr');
        } finally {
          await frAdmin.close();
        }
      } finally {
        await visitor.close();
        await admin.close();
      }
    },
  },
];
