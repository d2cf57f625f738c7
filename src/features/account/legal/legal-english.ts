import { policyFacts, type LegalDocument } from './legal-document.ts'

const { cancellationHours, returnDays, deliveryWorkingDays } = policyFacts

export const englishLegal: LegalDocument = {
  updated: 'Last updated: 1 January 2026',
  privacy: {
    title: 'Privacy policy',
    intro:
      'HiG Car Care ("HiG", "we") runs this app for vehicle owners and service centers in the Sultanate of Oman. This policy explains what we collect when you use it, why, and how we look after it.',
    sections: [
      {
        id: 'collection',
        heading: 'Information we collect',
        paragraphs: [
          'We collect the information you give us and the information the app needs to serve you:',
        ],
        points: [
          'your mobile number and country code, which you use to sign in with a one-time code;',
          'your first and last name, and your delivery addresses with their map location;',
          'your cars (type, brand, model and year) and the services recorded on them at HiG centers, with the odometer readings;',
          'your orders, returns, wallet top-ups and payments, and the ratings you give;',
          'technical information such as your device type, browser and the token that lets us send you notifications.',
        ],
      },
      {
        id: 'use',
        heading: 'How we use your information',
        paragraphs: [
          'We use your information to sign you in, deliver your orders, record and confirm services on your cars, keep your wallet, handle returns and refunds, answer your questions, and send you notifications about your orders, services and offers. We also use it, without naming you, to improve our products and our centers.',
          'We do not sell your personal information.',
        ],
      },
      {
        id: 'protection',
        heading: 'How we protect your information',
        paragraphs: [
          'Your information travels over encrypted connections and is kept on secured servers. Access inside HiG is limited to the staff who need it for their work. Sign-in uses one-time codes sent to your phone, and sessions expire on their own. Card details are entered on the payment provider’s page and never reach our servers.',
        ],
      },
      {
        id: 'delivery',
        heading: 'Delivery policy',
        paragraphs: [
          `We deliver to the address you choose in the Sultanate of Oman within ${deliveryWorkingDays} working days at most from the day your order is confirmed, and usually sooner in Muscat. The shipping price is shown before you pay. If a delivery is delayed, we contact you on the number in your account.`,
        ],
      },
      {
        id: 'returns',
        heading: 'Cancellation, refund and return policy',
        paragraphs: [
          `You may cancel an order within ${cancellationHours} hours of placing it, as long as it has not been shipped.`,
          `You may return an unused product in its original packaging within ${returnDays} days of receiving it. Request the return from the order in the app and confirm it with the one-time code we send you. Services already performed and used service coupons cannot be returned.`,
          'The amount of a canceled order or a returned product is refunded to your HiG wallet, or to the card you paid with where the payment provider allows it.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies and local storage',
        paragraphs: [
          'The app keeps some information on your device so that it works quickly and offline: your sign-in session, your language, your chosen store location, your cart, your notifications and your profile picture. It uses no advertising cookies. Signing out removes your session and your cart from the device.',
        ],
      },
      {
        id: 'third-parties',
        heading: 'Disclosure to third parties',
        paragraphs: [
          'We share only what each partner needs to do its part: the delivery company receives your name, phone and address; the payment provider receives the amount to charge; the service center you visit sees your name, your car and your coupons; the messaging service delivers your one-time codes. We disclose information to authorities only when the law of the Sultanate of Oman requires it.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        paragraphs: [
          'We may update this policy. When we make an important change, we tell you in the app before it takes effect. Using the app after that means you accept the updated policy.',
        ],
      },
    ],
  },
  terms: {
    title: 'Terms of use',
    intro: 'These terms apply whenever you use the HiG app and its services.',
    sections: [
      {
        id: 'acceptance',
        heading: 'Acceptance of the terms',
        paragraphs: [
          'By creating an account or using the app you accept these terms and our privacy policy. If you do not accept them, please do not use the app. You must give true information and keep your phone, through which you sign in, under your control.',
        ],
      },
      {
        id: 'intellectual-property',
        heading: 'Intellectual property',
        paragraphs: [
          'The app, its design, the HiG name and logo, and its texts and pictures belong to HiG or to the brands that allowed us to use them. You may use them only to shop and to follow your services; copying or reusing them otherwise needs our written permission.',
        ],
      },
      {
        id: 'user-conduct',
        heading: 'User conduct',
        paragraphs: ['When you use the app you agree not to:'],
        points: [
          'use someone else’s number or account, or share your one-time codes;',
          'give false information, place orders you do not intend to receive, or misuse returns;',
          'post ratings or messages that are insulting, false or unlawful;',
          'try to disturb the app, get around its security, or collect other people’s information.',
        ],
      },
      {
        id: 'liability',
        heading: 'Limitation of liability',
        paragraphs: [
          'We do our best to keep the app available and its information correct, but we cannot promise that it will always be free of interruptions or errors. Within the limits allowed by the law of the Sultanate of Oman, HiG is not liable for indirect losses arising from the use of the app. Nothing in these terms limits your rights as a consumer under that law.',
        ],
      },
    ],
  },
}
