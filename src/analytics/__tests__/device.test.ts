import { browserOf, deviceInfo, deviceTypeOf } from '../device'

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  chromeAndroidPhone:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  chromeAndroidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  chromeIOS:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  safariIPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  safariIPad:
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  operaDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
  operaMini: 'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  bot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
}

describe('deviceTypeOf', () => {
  it.each([
    [UA.chromeWindows, 'DESKTOP'],
    [UA.firefoxMac, 'DESKTOP'],
    [UA.safariMac, 'DESKTOP'],
    [UA.chromeAndroidPhone, 'SMARTPHONE'],
    [UA.firefoxAndroid, 'SMARTPHONE'],
    [UA.safariIPhone, 'SMARTPHONE'],
    [UA.chromeIOS, 'SMARTPHONE'],
    [UA.operaMini, 'SMARTPHONE'],
    [UA.chromeAndroidTablet, 'TABLET'],
    [UA.safariIPad, 'TABLET'],
    [UA.bot, 'DESKTOP'],
    ['', 'DESKTOP'],
  ])('%s → %s', (ua, type) => {
    expect(deviceTypeOf(ua)).toBe(type)
  })
})

describe('browserOf', () => {
  it.each([
    [UA.chromeWindows, 'Chrome'],
    [UA.chromeAndroidPhone, 'Chrome'],
    [UA.chromeIOS, 'Chrome'],
    [UA.firefoxMac, 'Firefox'],
    [UA.firefoxAndroid, 'Firefox'],
    [UA.safariMac, 'Safari'],
    [UA.safariIPhone, 'Safari'],
    [UA.safariIPad, 'Safari'],
    [UA.operaDesktop, 'Opera'],
    [UA.operaMini, 'Opera'],
    [UA.edge, 'Other'],
    [UA.samsung, 'Other'],
    [UA.bot, 'Other'],
    ['', 'Other'],
  ])('%s → %s', (ua, browser) => {
    expect(browserOf(ua)).toBe(browser)
  })
})

it('deviceInfo gathers userAgent, type, browser, ip and dateTime', () => {
  expect(deviceInfo({ userAgent: UA.safariIPad, ip: '200.1.2.3', now: new Date('2025-03-01T12:00:00Z') })).toEqual({
    userAgent: UA.safariIPad,
    type: 'TABLET',
    browser: 'Safari',
    ip: '200.1.2.3',
    dateTime: '2025-03-01T12:00:00.000Z',
  })
  expect(deviceInfo({ userAgent: '' }).ip).toBe('')
})
