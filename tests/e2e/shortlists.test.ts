import { describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { recordPageErrors } from '../support/browser';
import { publishVariant } from '../support/catalogFixtures';
import { postRequest } from '../support/clientRequestFixtures';
import { inviteColleague } from '../support/colleagues';
import { registerCompany } from '../support/companies';
import { inDays } from './actions/cart';
import { pageAs, siteUnderTest } from './actions/pages';

const PHONE = { width: 390, height: 844 };
const colleagueEmail = 'cleo@shortlist.test';
const colleaguePassword = 'invited-pass-1';

/**
 * Two people of one client company build a shortlist together: save three specialists from their pages, vote and
 * comment, compare the three over a period (one is busy part of it), and book the top two into the request.
 */
describe('shared shortlists in the browser', () => {
  const site = siteUnderTest();
  const period = { start: inDays(30), end: inDays(130) };

  it('two colleagues build a list, vote and comment, compare three specialists and book the top two', async () => {
    const { app, browser } = site;
    const tokens = { agency: await app.login('agency@demo.test'), manager: await app.login('manager@demo.test') };
    const ingrid = await publishVariant(app, tokens, { surname: 'Shortone', name: 'Ingrid', grade: 'senior' });
    const pavel = await publishVariant(app, tokens, { surname: 'Shorttwo', name: 'Pavel', grade: 'middle' });
    const zofia = await publishVariant(app, tokens, {
      surname: 'Shortthree',
      name: 'Zofia',
      reservations: [{ startPeriod: inDays(60), endPeriod: inDays(70) }],
    });
    // An agency's team of two more cards, booked whole.
    const duoMembers = [
      await publishVariant(app, tokens, { surname: 'Duoone', name: 'Duo' }),
      await publishVariant(app, tokens, { surname: 'Duotwo', name: 'Duo' }),
    ];
    const team = await app.api.post(
      '/api/team/create',
      { name: 'Checkout duo', specialists: duoMembers },
      { token: tokens.agency },
    );
    expect(team.status).toBe(200);
    const duo = { members: duoMembers };
    // A colleague of the demo client, invited and registered from the mailed link.
    const client = await app.login('client@demo.test');
    await inviteColleague(app, client, {
      email: colleagueEmail,
      firstName: 'Cleo',
      lastName: 'Colleague',
      password: colleaguePassword,
    });

    // The first colleague: no lists yet, says why; names one.
    const first = await pageAs(browser, 'client@demo.test');
    const firstErrors = recordPageErrors(first);
    await first.goto('/pa');
    await first
      .getByRole('navigation', { name: 'Personal area menu' })
      .getByRole('link', { name: 'Shortlists' })
      .click();
    await first.getByRole('heading', { name: 'Shortlists', level: 1 }).waitFor();
    await first.getByText('No lists yet').waitFor();
    expect(await seriousAccessibilityProblems(first, 'main')).toEqual([]);
    await first.getByLabel('New list name').fill('Payments backend');
    await first.getByRole('button', { name: 'Create list' }).click();
    await first
      .getByRole('list', { name: "Your company's lists" })
      .getByRole('link', { name: 'Payments backend' })
      .waitFor();

    // 'Save to list' on each specialist's page.
    for (const [id, name] of [
      [ingrid, 'Ingrid S.'],
      [pavel, 'Pavel S.'],
      [zofia, 'Zofia S.'],
    ] as const) {
      await first.goto(`/specialist/${id}`);
      await first.getByRole('button', { name: `Save to list: ${name}` }).click();
      const dialog = first.getByRole('dialog', { name: `Save ${name} to a list` });
      await dialog.getByRole('radio', { name: /Payments backend/ }).check();
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await dialog.getByText(`${name} is in “Payments backend”`).waitFor();
      if (name === 'Ingrid S.') expect(await seriousAccessibilityProblems(first, '[role="dialog"]')).toEqual([]);
      await first.keyboard.press('Escape');
    }

    await first.goto('/pa/shortlists');
    await first.getByRole('link', { name: 'Payments backend' }).click();
    await first.getByRole('heading', { name: 'Payments backend', level: 1 }).waitFor();
    const listUrl = new URL(first.url()).pathname;
    await first.getByRole('button', { name: /vote for Ingrid S\.$/ }).click();
    await first.getByRole('button', { name: 'For 1, vote for Ingrid S.', pressed: true }).waitFor();
    await first.getByRole('button', { name: /vote for Pavel S\.$/ }).click();
    await first.getByRole('button', { name: 'For 1, vote for Pavel S.' }).waitFor();
    await first.getByLabel('Your comment on Ingrid S.').fill('Ran a card checkout for two years');
    await first
      .getByRole('form', { name: 'Comment on Ingrid S.' })
      .getByRole('button', { name: 'Add comment' })
      .click();
    await first
      .getByRole('list', { name: 'Comments on Ingrid S.' })
      .getByText('Ran a card checkout for two years')
      .waitFor();

    // The second colleague sees the same list, votes and comments too.
    const second = await pageAs(browser, colleagueEmail, { password: colleaguePassword });
    const secondErrors = recordPageErrors(second);
    await second.goto('/pa/shortlists');
    await second.getByRole('link', { name: 'Payments backend' }).click();
    await second
      .getByRole('list', { name: 'Comments on Ingrid S.' })
      .getByText('Ran a card checkout for two years')
      .waitFor();
    await second.getByRole('button', { name: 'For 1, vote for Ingrid S.', pressed: false }).click();
    await second.getByRole('button', { name: 'For 2, vote for Ingrid S.', pressed: true }).waitFor();
    await second.getByRole('button', { name: /vote against Zofia S\.$/ }).click();
    await second.getByRole('button', { name: 'Against 1, vote against Zofia S.', pressed: true }).waitFor();
    await second.getByLabel('Your comment on Pavel S.').fill('Good English, a bit junior for the lead role');
    await second
      .getByRole('form', { name: 'Comment on Pavel S.' })
      .getByRole('button', { name: 'Add comment' })
      .click();
    await second.getByRole('list', { name: 'Comments on Pavel S.' }).getByText('You').waitFor();

    // Compare the three over the period: prices, grade, and Zofia's reservation inside it.
    for (const name of ['Ingrid S.', 'Pavel S.', 'Zofia S.']) await second.getByLabel(`Compare ${name}`).check();
    await second.getByLabel('Start date').fill(period.start);
    await second.getByLabel('End date').fill(period.end);
    await second.getByRole('button', { name: 'Compare 3' }).click();
    const table = second.getByRole('table', { name: 'Comparison' });
    await table.waitFor();
    await expect.poll(() => table.getByRole('columnheader').count()).toBe(4);
    const row = (label: string) => table.getByRole('row', { name: new RegExp(`^${label}`) });
    // In the order they were ticked: Ingrid, Pavel, Zofia.
    expect(await row('Grade').getByRole('cell').allTextContents()).toEqual(['senior', 'middle', 'senior']);
    expect(await row('Per hour').getByRole('cell').count()).toBe(3);
    await row('Availability').getByText('Free for the whole period').first().waitFor();
    await row('Availability')
      .getByText(/^Busy /)
      .waitFor();
    expect(await seriousAccessibilityProblems(second, 'main')).toEqual([]);

    // Book the top two: Ingrid (2 for) and Pavel (1 for), not Zofia (1 against).
    await second.getByLabel('How many to book').fill('2');
    await second.getByRole('button', { name: 'Book the top 2' }).click();
    await second.getByRole('status').getByText('Added: Ingrid S., Pavel S.').waitFor();
    await first.goto('/myrequest');
    const request = first.getByRole('region', { name: 'Specialists in the request' });
    await request.getByText('Ingrid', { exact: false }).first().waitFor();
    await request.getByText('Pavel', { exact: false }).first().waitFor();
    expect(await request.getByText('Zofia', { exact: false }).count()).toBe(0);

    // 'Save to list' on a row of the request: a second list, made in the dialog, picked, and it shows Pavel.
    await request
      .getByRole('article', { name: 'Pavel S.' })
      .getByRole('button', { name: 'Save to list: Pavel S.' })
      .click();
    const fromCart = first.getByRole('dialog', { name: 'Save Pavel S. to a list' });
    await fromCart.getByLabel('New list name').fill('Lead candidates');
    await fromCart.getByRole('button', { name: 'Create list' }).click();
    await fromCart.getByRole('radio', { name: /Lead candidates/ }).check();
    await fromCart.getByRole('button', { name: 'Save', exact: true }).click();
    await fromCart.getByText('Pavel S. is in “Lead candidates”').waitFor();
    await fromCart.getByRole('link', { name: 'Open the list' }).click();
    await first.getByRole('heading', { name: 'Lead candidates', level: 1 }).waitFor();
    await first
      .getByRole('region', { name: 'Specialists in the list' })
      .getByRole('article', { name: 'Pavel S.' })
      .waitFor();
    expect(await first.getByRole('article', { name: 'Ingrid S.' }).count()).toBe(0);

    // A team, saved from its card on a member's page into the same list, compared as one column beside Pavel.
    await first.goto(`/specialist/${duo.members[0]}`);
    await first
      .getByRole('article', { name: 'Part of team Checkout duo' })
      .getByRole('button', { name: 'Save to list: Team Checkout duo' })
      .click();
    const teamDialog = first.getByRole('dialog', { name: 'Save Team Checkout duo to a list' });
    await teamDialog.getByRole('radio', { name: /Lead candidates/ }).check();
    await teamDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await teamDialog.getByText('Team Checkout duo is in “Lead candidates”').waitFor();
    await teamDialog.getByRole('link', { name: 'Open the list' }).click();
    const teamEntry = first.getByRole('article', { name: 'Team Checkout duo' });
    await teamEntry.getByRole('link', { name: 'Duo D.' }).first().waitFor();
    await teamEntry.getByRole('button', { name: /vote for Team Checkout duo$/ }).click();
    await teamEntry.getByRole('button', { name: 'For 1, vote for Team Checkout duo', pressed: true }).waitFor();
    // The skills the list is for, chosen from the reference skills; the comparison highlights them.
    await first.getByRole('button', { name: 'Name the skills' }).click();
    const skillsField = first.getByRole('combobox', { name: 'Skills this list is for' });
    await skillsField.click();
    await skillsField.fill('Java');
    await first.getByRole('option', { name: 'Java', exact: true }).click();
    await first.keyboard.press('Escape');
    await first.getByRole('button', { name: 'Save skills' }).click();
    await first.getByRole('list', { name: 'Needed skills' }).getByText('Java').waitFor();
    await first.getByLabel('Compare Pavel S.').check();
    await first.getByLabel('Compare Team Checkout duo').check();
    await first.getByLabel('Start date').fill(period.start);
    await first.getByLabel('End date').fill(period.end);
    await first.getByRole('button', { name: 'Compare 2' }).click();
    const teamTable = first.getByRole('table', { name: 'Comparison' });
    await teamTable.getByRole('columnheader', { name: /^Team Checkout duo/ }).waitFor();
    expect(
      await teamTable
        .getByRole('row', { name: /^Per hour/ })
        .getByRole('cell')
        .count(),
    ).toBe(2);
    const skillsRow = teamTable.getByRole('row', { name: /^Key skills/ });
    expect(await skillsRow.getByText('1 of 1 needed skills').count()).toBe(2);
    expect(await skillsRow.getByRole('listitem').filter({ hasText: 'Java, needed' }).count()).toBe(2);
    expect(await seriousAccessibilityProblems(first, 'main')).toEqual([]);

    // The list page at phone width: nothing wider than the screen, the votes still reachable.
    await second.setViewportSize(PHONE);
    await second.goto(listUrl);
    await second.getByRole('heading', { name: 'Payments backend', level: 1 }).waitFor();
    await second.getByRole('button', { name: /vote for Ingrid S\.$/ }).scrollIntoViewIfNeeded();
    const overflow = await second.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousAccessibilityProblems(second, 'main')).toEqual([]);
    expect(firstErrors).toEqual([]);
    expect(secondErrors).toEqual([]);
  }, 180_000);

  it("a list tied to one of the company's requests needs its key skills and compares over its period", async () => {
    const { app, browser } = site;
    const tokens = { agency: await app.login('agency@demo.test'), manager: await app.login('manager@demo.test') };
    const client = await app.login('client@demo.test');
    const requestPeriod = { start: inDays(40), end: inDays(140) };
    await postRequest(
      app,
      { client, manager: tokens.manager },
      { content: { title: 'Checkout rebuild', periodFrom: requestPeriod.start, periodTo: requestPeriod.end } },
    );
    const lena = await publishVariant(app, tokens, { surname: 'Reqone', name: 'Lena', skills: ['Java', 'PostgreSQL'] });
    const created = await app.api.post('/api/shortlist/create', { name: 'Checkout hires' }, { token: client });
    const listId = created.body.data.id as string;
    await app.api.post('/api/shortlist/add', { listId, specialistUuid: lena }, { token: client });

    const page = await pageAs(browser, 'client@demo.test');
    const errors = recordPageErrors(page);
    await page.goto(`/pa/shortlists/${listId}`);
    await page.getByRole('heading', { name: 'Checkout hires', level: 1 }).waitFor();
    // Tie the list to the request as a person does: open 'For the request' and click the option.
    await page.getByRole('combobox', { name: 'For the request' }).click();
    await page.getByRole('option', { name: 'Checkout rebuild' }).click();
    const tie = page.getByRole('region', { name: 'The request this list is for' });
    await tie.getByText(/tied by .+ on /).waitFor();
    // The comparison's dates start at the request's period.
    await page.getByLabel('Compare Lena R.').check();
    expect(await page.getByLabel('Start date').inputValue()).toBe(requestPeriod.start);
    expect(await page.getByLabel('End date').inputValue()).toBe(requestPeriod.end);
    await page.getByRole('button', { name: 'Compare 1' }).click();
    const skillsRow = page.getByRole('table', { name: 'Comparison' }).getByRole('row', { name: /^Key skills/ });
    // Needed are the request's key skills, none named on the list.
    await skillsRow.getByText('2 of 2 needed skills').waitFor();
    await skillsRow.getByRole('listitem').filter({ hasText: 'PostgreSQL, needed' }).waitFor();
    // The tie is in the list's history, with who did it.
    await tie.getByText('History of the request this list is for').click();
    await tie.getByRole('listitem').filter({ hasText: "tied it to 'Checkout rebuild'" }).waitFor();
    expect(await seriousAccessibilityProblems(page, 'main')).toEqual([]);
    expect(errors).toEqual([]);

    // A client company without requests reads why there is nothing to choose.
    const lone = await registerCompany(app, 'client', 'no-requests@shortlist.test');
    const loneList = await app.api.post('/api/shortlist/create', { name: 'Someday' }, { token: lone });
    const lonePage = await pageAs(browser, 'no-requests@shortlist.test', { password: 'second-pass-1' });
    await lonePage.goto(`/pa/shortlists/${loneList.body.data.id as string}`);
    await lonePage.getByText('Your company has no client requests yet').waitFor();
    expect(await seriousAccessibilityProblems(lonePage, 'main')).toEqual([]);
  }, 180_000);
});
