import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility';
import { launchBrowser, recordPageErrors, type BrowserHarness } from '../support/browser';
import { cardPayload } from '../support/specialistPayloads';
import { startTestApp, type TestApp } from '../support/testApp';
import { inDays } from './actions/cart';
import { pageAs } from './actions/pages';
import { screenshotsIn } from './actions/screenshots';

const shots = process.env.SCREENSHOT_DIR ?? '/tmp/teams-shots';

/** An agency groups three published specialists into a team; a client books the whole team from a member's page. */
describe('agency teams in the browser', () => {
  let app: TestApp;
  let browser: BrowserHarness;
  let ids: string[];
  const surnames = ['Teamalpha', 'Teambeta', 'Teamgamma'];
  const names = ['Galina', 'Oleksii', 'Verena'];

  const publish = async (tokens: { agency: string; manager: string }, index: number, teamOnly: boolean) => {
    const base = await cardPayload(app.pool, { surname: surnames[index], name: names[index] });
    const content = {
      ...base,
      workingConditions: { ...base.workingConditions, teamOnlyReserve: teamOnly },
      agencyReservations: [],
    };
    const sent = await app.api.post('/api/specialist/send-to-publish', { content }, { token: tokens.agency });
    const id = sent.body.data.specialistId as string;
    expect(
      (await app.api.post('/admin/api/specialist/publish', { specialistId: id }, { token: tokens.manager })).status,
    ).toBe(200);
    return id;
  };
  const shoot = screenshotsIn(shots);

  beforeAll(async () => {
    app = await startTestApp({ serveWeb: true });
    browser = await launchBrowser(app.baseUrl);
    const tokens = { agency: await app.login('agency@demo.test'), manager: await app.login('manager@demo.test') };
    ids = [await publish(tokens, 0, false), await publish(tokens, 1, false), await publish(tokens, 2, true)];
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("the agency creates a team of three; the client books the whole team from the team-only member's page and sees it in the request; the manager lists it", async () => {
    // The agency's teams page, empty at first.
    const agency = await pageAs(browser, 'agency@demo.test');
    const agencyErrors = recordPageErrors(agency);
    await agency.goto('/pa/specialists/teams');
    await agency.getByText('No teams yet').waitFor();
    await agency.screenshot({ path: `${shots}/teams-agency-empty-1360.png`, fullPage: true });
    expect(await seriousAccessibilityProblems(agency, 'main')).toEqual([]);

    await agency.getByRole('button', { name: 'New team' }).first().click();
    const dialog = agency.getByRole('dialog', { name: 'New team' });
    await dialog.getByLabel('Team name').fill('Checkout crew');
    await dialog.getByLabel('Description').fill('Built and ran a card checkout together');
    const members = dialog
      .getByRole('textbox', { name: 'Members' })
      .or(dialog.getByRole('combobox', { name: 'Members' }))
      .first();
    for (const surname of surnames) {
      await members.click();
      await members.fill(surname);
      await agency.getByRole('option', { name: new RegExp(surname) }).click();
    }
    await agency.keyboard.press('Escape');
    expect(await seriousAccessibilityProblems(agency, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Create team' }).click();

    const card = agency.getByRole('article', { name: 'Checkout crew' });
    await card.waitFor();
    const listed = card.getByRole('list', { name: 'Members of Checkout crew' }).getByRole('listitem');
    await expect.poll(() => listed.count()).toBe(3);
    await card.getByText('Team only').waitFor();
    await card.getByText('Bookable').waitFor();
    await shoot(agency, 'teams-agency');
    expect(agencyErrors).toEqual([]);

    // The client opens the team-only member's page: no booking alone, the team with its members, booked whole.
    const client = await pageAs(browser, 'client@demo.test');
    const clientErrors = recordPageErrors(client);
    await client.goto(`/specialist/${ids[2]}`);
    const team = client.getByRole('article', { name: 'Part of team Checkout crew' });
    await team.waitFor();
    await client.getByText('Available only as part of a team').waitFor();
    // The team-only member has no booking of her own; the team's members are named as the catalogue names them.
    expect(await client.getByRole('button', { name: 'Book Verena T.' }).count()).toBe(0);
    await team.getByText('Galina T.').waitFor();
    await expect.poll(() => team.getByRole('listitem').count()).toBe(3);
    // The team section of the page (the rest of the card page is the catalogue's).
    expect(await seriousAccessibilityProblems(client, 'section[aria-labelledby="teams-title"]')).toEqual([]);
    await shoot(client, 'teams-specialist-page');

    const start = inDays(14);
    const end = inDays(14 + 120);
    await team.getByRole('button', { name: 'Book the team Checkout crew' }).click();
    const popup = client.getByRole('dialog', { name: 'Book team Checkout crew' });
    await popup.getByLabel('Start date').fill(start);
    await popup.getByLabel('End date').fill(end);
    await popup.getByText(/Total for the period: \$[\d,]+\.\d\d/).waitFor();
    // The popup's own part (the date picker is the kit's RangeDatePicker, checked with the cart's popup).
    expect(
      await seriousAccessibilityProblems(client, '[role="dialog"] ul[aria-label="Members of Checkout crew"]'),
    ).toEqual([]);
    await popup.getByRole('button', { name: 'Add team to request' }).click();
    const added = client.getByRole('dialog', { name: 'Added to your interview request' });
    await added.or(popup.getByRole('alert')).first().waitFor();
    expect(
      await popup.getByRole('alert').count(),
      await popup
        .getByRole('alert')
        .allTextContents()
        .then((t) => t.join(' ')),
    ).toBe(0);
    await added.getByRole('link', { name: 'Go to the interview request' }).click();

    await client.waitForURL('**/myrequest');
    const inRequest = client.getByRole('region', { name: 'Team Checkout crew' });
    await inRequest.waitFor();
    await expect.poll(() => inRequest.getByRole('article').count()).toBe(3);
    for (const id of ids) expect(await inRequest.locator(`a[href="/specialist/${id}"]`).count()).toBe(1);
    const teamTotal = (await inRequest.getByLabel('Total for team Checkout crew').textContent())?.replace(
      'Total for the period: ',
      '',
    );
    expect(await client.getByLabel('Total for teams').textContent()).toBe(teamTotal);
    expect(await client.getByLabel('Total for the periods').textContent()).toBe(teamTotal);
    expect(await seriousAccessibilityProblems(client, 'main')).toEqual([]);
    await shoot(client, 'teams-myrequest');
    expect(clientErrors).toEqual([]);

    // The manager's list of every agency's teams.
    const manager = await pageAs(browser, 'manager@demo.test');
    await manager.goto('/manager/teams/list');
    const managed = manager.getByRole('article', { name: 'Checkout crew' });
    await managed.getByText('Agency: Demo Agency').waitFor();
    expect(await seriousAccessibilityProblems(manager, 'main')).toEqual([]);
    await shoot(manager, 'teams-manager');
  });
});
